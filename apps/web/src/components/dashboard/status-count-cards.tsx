import { documentStatusLabels, type TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import { Link } from 'react-router';
import { listHref } from '@/components/list/list-search-params';

const accents: Record<TDocumentStatus, string> = {
  awaiting_payment: 'border-gray-400',
  submitted: 'border-amber-500',
  pending: 'border-blue-500',
  queried: 'border-red-500',
  verified: 'border-green-600',
  archived: 'border-yellow-500',
};

type TStatusCountCardsProps = {
  /** The group's name, e.g. 'Received requests'; shown as a heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  statuses: readonly TDocumentStatus[];
  counts: Partial<Record<TDocumentStatus, number>>;
  /** The list each card opens, filtered to its status. */
  listPath: string;
};

/** One card per status, each opening the list filtered to it (?verifier_status=…). */
export function StatusCountCards({ title, hideTitle, statuses, counts, listPath }: TStatusCountCardsProps) {
  return (
    <section aria-label={title}>
      {hideTitle ? null : <h2 className="mb-3 text-base font-semibold text-gray-900">{title}</h2>}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {statuses.map((status) => (
          <li key={status}>
            <Link
              to={listHref(listPath, { verifier_status: status })}
              className={`block rounded-xl border-l-4 bg-white p-4 shadow-xs ring-1 ring-gray-200 hover:bg-green-50/50 focus-visible:outline-2 focus-visible:outline-green-600 ${accents[status]}`}
            >
              <span className="block text-sm font-medium text-gray-600">{documentStatusLabels[status]}</span>
              {/* The space keeps the link's name 'Verified 4' rather than 'Verified4'. */}{' '}
              <span className="mt-1 block text-3xl font-semibold text-gray-900">{counts[status] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
