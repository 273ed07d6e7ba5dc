import { DOCUMENT_MIME_TYPES, MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import { useState, type FormEvent } from 'react';
import type { Accept } from 'react-dropzone';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { FileDropField } from '@/components/form/file-drop-field';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { formatBytes, formatDateTime } from '@/lib/format';
import { ApiError, errorMessage } from '@/lib/http';
import {
  useBodyProof,
  useConfirmDomainCode,
  useRequestDomainCode,
  useUploadEvidence,
} from '@/features/profile/api/body-proof';

const extensions: Record<(typeof DOCUMENT_MIME_TYPES)[number], string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
const accept: Accept = Object.fromEntries(DOCUMENT_MIME_TYPES.map((type) => [type, extensions[type]]));

/** The message a refused call names for one field, or its whole message. */
const fieldMessage = (error: unknown, field: string, fallback: string) =>
  error instanceof ApiError && error.errors?.[field] ? error.errors[field] : errorMessage(error, fallback);

/**
 * What a body shows before an administrator can verify it: control of its own domain, by a code sent to an
 * address there, and its registration or accreditation evidence.
 */
export function BodyProofCard() {
  const proof = useBodyProof(true);
  return (
    <section aria-labelledby="body-proof-title" className="space-y-4">
      <h2 id="body-proof-title" className="text-lg font-semibold text-gray-900">
        Prove your institution
      </h2>
      <p className="text-sm text-gray-600">
        An administrator verifies your institution only once you have proven that you control its domain and sent its
        registration or accreditation document.
      </p>
      {proof.isPending ? <p className="text-sm text-gray-500">Loading…</p> : null}
      {proof.isError ? <FormAlert message={errorMessage(proof.error, 'Could not load your institution')} /> : null}
      {proof.data ? (
        <>
          <DomainProof
            domain={proof.data.domain}
            provenAt={proof.data.domain_verified_at}
            via={proof.data.domain_contact_email}
          />
          <EvidenceUpload evidence={proof.data.evidence} />
        </>
      ) : null}
    </section>
  );
}

function DomainProof({
  domain,
  provenAt,
  via,
}: {
  domain: string | null;
  provenAt: string | null;
  via: string | null;
}) {
  const [address, setAddress] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const requestCode = useRequestDomainCode();
  const confirm = useConfirmDomainCode();

  if (!domain)
    return <p className="text-sm text-gray-700">Your institution has no domain on record: contact an administrator.</p>;
  if (provenAt) {
    return (
      <p role="status" className="text-sm text-green-800">
        Domain {domain} proven on {formatDateTime(provenAt)}
        {via ? ` through ${via}` : ''}.
      </p>
    );
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const response = await requestCode.mutateAsync(address);
      setSentTo(address.trim().toLowerCase());
      toast.success(response.message);
    } catch {
      // Shown under the field.
    }
  };
  const enter = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    try {
      await confirm.mutateAsync({ address: sentTo, code: code.trim() });
      toast.success(`Domain ${domain} proven`);
    } catch {
      // Shown under the field.
    }
  };

  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-4">
      <h3 className="text-sm font-semibold text-gray-900">Domain: {domain} (not proven yet)</h3>
      <form noValidate onSubmit={send} className="space-y-3">
        <TextField
          label="Address at your domain"
          type="email"
          hint={`An address at ${domain} that you read, such as registrar@${domain}: we send it a code`}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={
            requestCode.isError ? fieldMessage(requestCode.error, 'address', 'Could not send the code') : undefined
          }
        />
        <Button type="submit" variant="secondary" pending={requestCode.isPending}>
          Send code
        </Button>
      </form>
      {sentTo ? (
        <form noValidate onSubmit={enter} className="space-y-3">
          <TextField
            label="Domain code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={`The six digits we sent to ${sentTo}`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={confirm.isError ? fieldMessage(confirm.error, 'code', 'Could not confirm the code') : undefined}
          />
          <Button type="submit" pending={confirm.isPending}>
            Confirm domain
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function EvidenceUpload({
  evidence,
}: {
  evidence: { file_name: string; size_bytes: number; uploaded_at: string } | null;
}) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadEvidence();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    try {
      const response = await upload.mutateAsync(file);
      setFile(null);
      toast.success(response.message);
    } catch {
      // Shown under the field.
    }
  };
  return (
    <form noValidate onSubmit={send} className="space-y-3 rounded-md border border-gray-200 p-4">
      <h3 className="text-sm font-semibold text-gray-900">Registration or accreditation evidence</h3>
      {evidence ? (
        <p role="status" className="text-sm text-gray-700">
          Sent: {evidence.file_name} ({formatBytes(evidence.size_bytes)}), {formatDateTime(evidence.uploaded_at)}. A new
          file replaces it.
        </p>
      ) : null}
      <FileDropField
        label="Evidence document"
        accept={accept}
        typesLabel="PDF, PNG or JPEG"
        maxBytes={MAX_UPLOAD_BYTES}
        file={file}
        onChange={setFile}
        error={upload.isError ? fieldMessage(upload.error, 'evidence', 'Could not upload the evidence') : undefined}
      />
      <Button type="submit" pending={upload.isPending} disabled={!file}>
        Upload evidence
      </Button>
    </form>
  );
}
