import type { TFactorAdded } from '@docverify/contract/auth/factors';
import { useId, useState } from 'react';
import { EnrolPasskeyForm } from '@/components/second-factor/enrol-passkey-form';
import { EnrolTotp } from '@/components/second-factor/enrol-totp';

type TKind = 'passkey' | 'totp';

const choices: { kind: TKind; title: string; detail: string }[] = [
  {
    kind: 'passkey',
    title: 'Passkey',
    detail: 'Your device’s fingerprint, face or screen lock, or a security key. The safest, and signs you in alone.',
  },
  { kind: 'totp', title: 'Authenticator app', detail: 'Six-digit codes from an app on your phone.' },
];

/** Adds a passkey or an authenticator app: the enrolment step, and "add" in the profile's security section. */
export function EnrolFactor({
  onAdded,
  initialKind = null,
}: {
  onAdded: (added: TFactorAdded['data']) => void;
  initialKind?: TKind | null;
}) {
  const [kind, setKind] = useState<TKind | null>(initialKind);
  const groupName = useId();
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">Choose how to confirm it is you</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={choice.kind}
              className="flex cursor-pointer gap-3 rounded-lg border border-gray-200 p-4 has-checked:border-green-700 has-checked:bg-green-50"
            >
              <input
                type="radio"
                name={groupName}
                value={choice.kind}
                checked={kind === choice.kind}
                onChange={() => setKind(choice.kind)}
                className="mt-1 size-4 text-green-700"
              />
              <span>
                <span className="block text-sm font-semibold text-gray-900">{choice.title}</span>
                <span className="block text-sm text-gray-600">{choice.detail}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'passkey' ? <EnrolPasskeyForm onAdded={onAdded} /> : null}
      {kind === 'totp' ? <EnrolTotp onAdded={onAdded} /> : null}
    </div>
  );
}
