import type { TDocument } from '@docverify/contract/documents/document';
import { DocumentStatusBadge } from '@/components/status-badge';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

/** How many of the latest requests the dashboard lists. */
const RECENT_COUNT = 5;

export function RecentRequests({ documents }: { documents: readonly TDocument[] }) {
  return (
    <section aria-labelledby="recent-title" className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="recent-title" className="text-base font-semibold text-gray-900">
          Recent requests
        </h2>
        <TextLink to={paths.individual.documentsSent.getHref()} className="text-sm">
          View all documents
        </TextLink>
      </div>
      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">No Documents Available</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {documents.slice(0, RECENT_COUNT).map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-gray-900">
                  {document.document_type_name} · {document.docOwnerLastName} {document.docOwnerFirstName}
                </p>
                <p className="truncate text-xs text-gray-500">
                  {document.application_id} · {formatDateTime(document.created_at)}
                </p>
              </div>
              <DocumentStatusBadge status={document.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
