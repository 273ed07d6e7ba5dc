import {
  DOCUMENT_STATUSES,
  documentStatusLabels,
  type TDocumentStatus,
} from '@docverify/contract/documents/vocabulary';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const { admin } = paths;

/** Each status opens its tab of Manage Documents; unpaid requests have no tab of their own, so they open All. */
const listOf: Record<TDocumentStatus, string> = {
  awaiting_payment: admin.documentsAll.getHref(),
  submitted: admin.documentsSubmitted.getHref(),
  pending: admin.documentsPending.getHref(),
  verified: admin.documentsVerified.getHref(),
  queried: admin.documentsQueried.getHref(),
  archived: admin.documentsArchived.getHref(),
};

const accents: Record<TDocumentStatus, string> = {
  awaiting_payment: 'border-gray-400',
  submitted: 'border-amber-500',
  pending: 'border-blue-500',
  queried: 'border-red-500',
  verified: 'border-green-600',
  archived: 'border-yellow-500',
};

export function DocumentStatusCards({ counts }: { counts: Record<TDocumentStatus, number> }) {
  return (
    <section aria-labelledby="documents-by-status" className="mt-6">
      <h2 id="documents-by-status" className="mb-3 text-base font-semibold text-gray-900">
        Documents by status
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {DOCUMENT_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={listOf[status]}
              className={`block rounded-xl border-l-4 bg-white p-4 shadow-xs ring-1 ring-gray-200 hover:bg-green-50/50 focus-visible:outline-2 focus-visible:outline-green-600 ${accents[status]}`}
            >
              <span className="block text-sm font-medium text-gray-600">{documentStatusLabels[status]}</span>
              {/* The space keeps the link's name 'Verified 4' rather than 'Verified4'. */}{' '}
              <span className="mt-1 block text-3xl font-semibold text-gray-900">{counts[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
