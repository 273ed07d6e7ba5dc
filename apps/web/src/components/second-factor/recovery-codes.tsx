import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';

type TRecoveryCodesProps = {
  codes: readonly string[];
  continueLabel?: string;
  onContinue: () => void;
};

function download(codes: readonly string[]): void {
  const text = [
    'Recovery codes for your Document and Qualification Verification account.',
    'Each code signs you in once when you cannot use your passkey or authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. The person confirms they saved them
 * before going on, as losing both the codes and the device locks the account until an administrator resets it.
 */
export function RecoveryCodes({ codes, continueLabel = 'Continue', onContinue }: TRecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const checkboxId = useId();

  const copy = () => {
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => toast.success('Recovery codes copied'))
      .catch(() => toast.error('Could not copy: select the codes and copy them, or download them'));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          Save your recovery codes
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          If you lose your passkey or phone, each code signs you in once. They are shown only now: keep them somewhere
          safe, such as a password manager.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border border-gray-200 bg-gray-50 p-4 font-mono text-sm text-gray-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button variant="secondary" onClick={() => download(codes)}>
          Download .txt
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-5 rounded border-gray-300 text-green-700 focus-visible:outline-green-600"
        />
        <label htmlFor={checkboxId} className="text-sm text-gray-800">
          I have saved them
        </label>
      </div>
      <Button className="w-full sm:w-auto" disabled={!saved} onClick={onContinue}>
        {continueLabel}
      </Button>
    </section>
  );
}
