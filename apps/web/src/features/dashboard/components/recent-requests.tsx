import type { TDocument } from '@docverify/contract/documents/document';
import { DocumentStatusBadge } from '@/components/status-badge';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

/** How many of the latest requests the dashboard lists. */
const RECENT_COUNT = 5;

export function RecentRequests({ documents }: { documents: readonly TDocument[] }) {
  return (
    <section aria-labelledby="recent-title" className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="recent-title" className="text-base font-semibold text-gray-900">
          Recent requests
        </h2>
        <TextLink
          to={paths.individual.documentsSent.getHref()}
          className="inline-flex items-center text-sm touch:min-h-11"
        >
          View all documents
        </TextLink>
      </div>
      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">No Documents Available</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {documents.slice(0, RECENT_COUNT).map((document) => (
            <li key={document.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-gray-900">
                  {document.document_type_name} · {document.docOwnerLastName} {document.docOwnerFirstName}
                </p>
                <p className="text-xs break-words text-gray-600">To {document.institution.company_name}</p>
                <p className="text-xs break-words text-gray-500">
                  {document.application_id} · {formatDateTime(document.created_at)}
                </p>
              </div>
              <span className="shrink-0">
                <DocumentStatusBadge status={document.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
