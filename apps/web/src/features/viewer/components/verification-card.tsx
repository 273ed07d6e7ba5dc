import type { TPublicVerification } from '@docverify/contract/documents/requests';
import { CheckBadgeIcon } from '@heroicons/react/24/solid';
import { formatDateTime } from '@/lib/format';

type TVerification = TPublicVerification['data'];

/** '2014 – 2018', 'From 2014', 'Until 2018', or nothing when neither year was given. */
export function yearsText(start: number | null, end: number | null): string | null {
  if (start !== null && end !== null) return `${start} – ${end}`;
  if (start !== null) return `From ${start}`;
  if (end !== null) return `Until ${end}`;
  return null;
}

/**
 * Decision 007: the result, the document, the name on it, its course and years, the verifier, its note and the
 * date; nothing else.
 */
export function VerificationCard({ verification }: { verification: TVerification }) {
  const verifier = [verification.verifier.company_name, verification.verifier.country_name].filter(Boolean).join(', ');
  const years = yearsText(verification.start_year, verification.end_year);
  const rows: [string, string][] = [
    ['Name on the document', verification.owner_name],
    ...(verification.course ? [['Course', verification.course] as [string, string]] : []),
    ...(years ? [['Years', years] as [string, string]] : []),
    ['Verified by', verifier],
    ['Transaction ID', verification.application_id],
    ['Decided on', formatDateTime(verification.decided_at, 'Not recorded')],
  ];
  return (
    <div className="space-y-6">
      <div className="text-center">
        <CheckBadgeIcon aria-hidden="true" className="mx-auto mb-2 size-16 text-green-600" />
        <h1 className="text-2xl font-semibold tracking-tight text-green-800">Verified</h1>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm text-gray-700">
          <span className="font-medium">{verification.document_type_name}</span>
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
            {verification.tag}
          </span>
        </p>
      </div>
      <dl className="divide-y divide-gray-200 rounded-lg text-sm ring-1 ring-gray-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2">
            {/* The value shrinks and wraps, not the label: a long name or institution stays on a phone's screen. */}
            <dt className="shrink-0 text-gray-600">{label}</dt>
            <dd className="min-w-0 text-right break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {verification.verify_info ? (
        <figure className="rounded-lg bg-gray-50 px-4 py-3 text-sm ring-1 ring-gray-200">
          <figcaption className="font-medium text-gray-700">The verifier’s note</figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-gray-900">{verification.verify_info}</blockquote>
        </figure>
      ) : null}
    </div>
  );
}
