import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { FileDropField } from '@/components/form/file-drop-field';
import { FieldLabel, inputClassName } from '@/components/form/field-parts';
import { FormAlert } from '@/components/form/form-alert';
import { checkCredential } from '@/lib/credential-check/check-credential';
import { issuerQueryOptions } from '@/lib/issuer';
import type { TCheckContext } from '@/lib/credential-check/keys';
import { MAX_CERTIFICATE_BYTES, readCertificate } from '@/lib/credential-check/read-certificate';
import { CheckResult, type TCheckResult } from '@/features/credential-check/components/check-result';

const PASTE_ID = 'pasted-credential';

/**
 * The issuer is this service as its credentials name it (the server says which); keys and the revocation list come
 * from the server this page was opened at, never from a URL inside what is checked (lib/credential-check/keys).
 */
const checkContext = async (queryClient: QueryClient): Promise<TCheckContext> => ({
  fetch: (input, init) => fetch(input, init),
  issuer: (await queryClient.fetchQuery(issuerQueryOptions)).id,
  origin: window.location.origin,
});

async function runCheck(queryClient: QueryClient, input: { file: File } | { text: string }): Promise<TCheckResult> {
  const context = await checkContext(queryClient);
  if ('file' in input) {
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    return { kind: 'certificate', result: await readCertificate(bytes, context) };
  }
  return { kind: 'credential', result: await checkCredential(input.text, context) };
}

/**
 * /verify, public: anyone drops a DocVerify certificate PDF or pastes a credential, and this browser checks it against
 * DocVerify's published keys and signed revocation list (decision 025). Nothing is uploaded.
 */
export function Component() {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: (input: { file: File } | { text: string }) => runCheck(queryClient, input),
    // On a phone the answer appears below the fold: bring it into view (the live region also announces it).
    onSuccess: () => requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ block: 'start' })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = file ? { file } : text.trim() ? { text } : null;
    setMissing(input === null);
    if (input) check.mutate(input);
    else check.reset();
  };

  return (
    <>
      <title>Check a certificate · Document and Qualification Verification</title>
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900">Check a certificate</h1>
          <p className="mt-2 text-base text-gray-700">
            Drop a DocVerify certificate or paste a credential. Your browser checks its signature against DocVerify’s
            published keys and its revocation list; the file never leaves your device.
          </p>
        </div>
        <form noValidate onSubmit={submit} className="space-y-5">
          <FileDropField
            label="Certificate (PDF)"
            accept={{ 'application/pdf': ['.pdf'] }}
            typesLabel="PDF"
            maxBytes={MAX_CERTIFICATE_BYTES}
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen) setText('');
              setMissing(false);
              check.reset();
            }}
          />
          <div>
            <FieldLabel htmlFor={PASTE_ID} label="Or paste a credential" />
            <textarea
              id={PASTE_ID}
              rows={4}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-describedby={`${PASTE_ID}-hint`}
              className={`${inputClassName} font-mono text-xs break-all`}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value) setFile(null);
                setMissing(false);
                check.reset();
              }}
            />
            <p id={`${PASTE_ID}-hint`} className="mt-1 text-xs text-gray-600">
              The credential's text, as DocVerify gave it: one long line of letters, digits and dots.
            </p>
          </div>
          <FormAlert message={missing ? 'Drop a certificate or paste a credential first' : null} />
          <Button type="submit" pending={check.isPending} className="w-full text-base sm:w-auto">
            Check
          </Button>
        </form>
        <section ref={resultRef} aria-live="polite" aria-label="Result" className="scroll-mt-4">
          {check.data ? <CheckResult check={check.data} /> : null}
          <FormAlert message={check.isError ? 'The check could not run in this browser. Try again.' : null} />
        </section>
      </div>
    </>
  );
}
