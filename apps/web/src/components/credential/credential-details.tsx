import type { TDocumentCredential } from '@docverify/contract/credentials/credential';
import { formatDateTime } from '@/lib/format';

/** '2014 – 2018', 'From 2014', 'Until 2018', or nothing when neither year was given. */
function yearsText(start?: number, end?: number): string | null {
  if (start !== undefined && end !== undefined) return `${start} – ${end}`;
  if (start !== undefined) return `From ${start}`;
  if (end !== undefined) return `Until ${end}`;
  return null;
}

/** 'University of Lagos, Nigeria': the verifying body as the credential names it. */
export function verifierText(credential: TDocumentCredential): string {
  const { name, country } = credential.credentialSubject.verification.verifiedBy;
  return [name, country].filter(Boolean).join(', ');
}

/** What a verified credential says, from its signed payload only. */
export function CredentialDetails({ credential }: { credential: TDocumentCredential }) {
  const { document, verification, name } = credential.credentialSubject;
  const years = yearsText(document.startYear, document.endYear);
  const rows: [string, string][] = [
    ['Name on the document', name],
    ['Document', document.type],
    ['Category', document.category],
    ...(document.institution ? [['Institution', document.institution] as [string, string]] : []),
    ...(document.qualification ? [['Qualification', document.qualification] as [string, string]] : []),
    ...(document.course && document.course !== document.qualification
      ? [['Course', document.course] as [string, string]]
      : []),
    ...(years ? [['Years', years] as [string, string]] : []),
    ['Verified by', verifierText(credential)],
    ['Decided on', formatDateTime(verification.decidedAt, 'Not recorded')],
    ['Transaction ID', verification.applicationId],
  ];
  return (
    <dl className="divide-y divide-gray-200 rounded-lg text-sm ring-1 ring-gray-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2">
          {/* The value shrinks and wraps, not the label: a long name or institution stays on a phone's screen. */}
          <dt className="shrink-0 text-gray-600">{label}</dt>
          <dd className="min-w-0 text-right break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
