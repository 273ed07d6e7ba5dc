import type { TDocument } from '@docverify/contract/documents/document';
import { DownloadDocumentButton } from '@/components/detail/download-document-button';
import { DocumentStatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/format';

/** A decided request: what was decided, when, the note, and the signed proof. It is not decided again here. */
export function DecisionSummary({ document }: { document: TDocument }) {
  return (
    <section aria-label="Decision" className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        Decision <DocumentStatusBadge status={document.status} />
      </h3>
      {document.decided_at ? (
        <p className="text-sm text-gray-600">Decided {formatDateTime(document.decided_at)}</p>
      ) : null}
      <p className="text-sm whitespace-pre-line text-gray-900">{document.verify_info ?? 'No note was given.'}</p>
      {document.has_proof ? <DownloadDocumentButton docId={document.id} file="proof" label="Download Proof" /> : null}
    </section>
  );
}
