import type { TDocument } from '@docverify/contract/documents/document';
import { Link } from 'react-router';
import { DocumentStatusBadge, OverdueBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

/** The received requests waiting longest for a decision; each opens the received queue. */
export function OldestWaiting({ documents }: { documents: readonly TDocument[] }) {
  return (
    <section aria-labelledby="waiting-title" className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <h2 id="waiting-title" className="text-base font-semibold text-gray-900">
        Waiting longest
      </h2>
      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">Nothing is waiting for a decision.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {documents.map((document) => (
            <li key={document.id}>
              <Link
                to={paths.org.documentsReceived.getHref()}
                className="flex items-center justify-between gap-4 rounded py-3 hover:bg-green-50/50 focus-visible:outline-2 focus-visible:outline-green-600"
              >
                {/* Long names wrap inside the row, so the status stays on a phone's screen. */}
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium break-words text-gray-900">
                    {document.docOwnerLastName} {document.docOwnerFirstName} · {document.document_type_name}
                  </span>{' '}
                  <span className="block text-xs break-words text-gray-500">
                    {document.application_id} · {formatDateTime(document.created_at)}
                  </span>
                  {/* Under the name rather than beside the status: the row keeps its width on a phone. */}
                  {document.overdue_days !== null ? (
                    <span className="mt-1 block">
                      <OverdueBadge days={document.overdue_days} />
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0">
                  <DocumentStatusBadge status={document.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
