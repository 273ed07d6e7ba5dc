import { isVerifiedBody, VerifiedBodyMark } from '@/components/verified-body-mark';
import type { TVerificationStatus, TVerifyingBody } from '@docverify/contract/admin/services';
import type { TListColumn } from '@/components/list/types';

export const verificationStatusLabels: Record<TVerificationStatus, string> = {
  unverified: 'Unverified',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';
const badgeColours: Record<TVerificationStatus, string> = {
  unverified: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  verified: 'bg-green-50 text-green-800 ring-green-600/30',
  rejected: 'bg-red-50 text-red-800 ring-red-600/30',
  suspended: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

export function VerificationStatusBadge({ status }: { status: TVerificationStatus }) {
  return <span className={`${badge} ${badgeColours[status]}`}>{verificationStatusLabels[status]}</span>;
}

export const verifyingBodyColumns: TListColumn<TVerifyingBody>[] = [
  {
    id: 'name',
    header: 'Organisation',
    cell: (body) => (
      <span className="flex flex-col items-start gap-1">
        {body.company_name}
        {isVerifiedBody(body) ? (
          <VerifiedBodyMark body={body} />
        ) : body.domain ? (
          <span className="text-xs break-all text-gray-500">{body.domain}</span>
        ) : null}
      </span>
    ),
  },
  { id: 'ref', header: 'Reference', cell: (body) => body.company_ref, className: 'hidden md:table-cell' },
  {
    id: 'place',
    header: 'Country',
    cell: (body) => [body.city, body.CountryName].filter(Boolean).join(', '),
    className: 'hidden sm:table-cell',
  },
  { id: 'status', header: 'Status', cell: (body) => <VerificationStatusBadge status={body.verifier_status} /> },
];
