import { createDownloadLink } from '@docverify/contract/admin/documents-operations';
import type { TDocument } from '@docverify/contract/documents/document';
import { Button } from '@/components/button';
import { DetailSection } from '@/components/detail/detail-list';
import { DocumentDetail } from '@/components/detail/document-detail';
import { DownloadDocumentButton } from '@/components/detail/download-document-button';
import { RequestFiles } from '@/components/detail/request-files';
import { FraudSignalsBox } from '@/components/detail/fraud-signals-box';
import { StatusEditForm } from '@/components/detail/status-edit-form';
import { StatusTimeline } from '@/components/detail/status-timeline';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http';
import { useDecideDocument } from '@/features/admin-documents/api/decide-document';
import { useSingleDocument } from '@/features/admin-documents/api/get-single-document';

export type TAdminPanelMode = 'review' | 'edit';

type TAdminDocumentPanelProps = {
  mode: TAdminPanelMode;
  document: TDocument;
  onDecided: (document: TDocument) => void;
  /** Asks to archive the request, or to restore an archived one (the page confirms first). */
  onArchiveToggle: (document: TDocument) => void;
};

/** The slide-over's content: Review reads the request read-only; Edit adds the decision form when it applies. */
export function AdminDocumentPanel({ mode, document, onDecided, onArchiveToggle }: TAdminDocumentPanelProps) {
  const single = useSingleDocument({
    doc_category: document.doc_type,
    doc_id: document.id,
    docOwnerId: document.doc_owner_id,
  });
  const decide = useDecideDocument();
  return (
    <div className="space-y-6">
      <FraudSignalsBox docId={document.id} reader="administrator" />
      {mode === 'edit' ? (
        document.can.decide ? (
          // Keyed by version: a request changed meanwhile starts a fresh form against its new version.
          <StatusEditForm key={document.version} document={document} decide={decide} onDecided={onDecided} />
        ) : (
          <p className="text-sm text-gray-600">
            Only a paid request still in review (submitted or pending) can be decided.
          </p>
        )
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <DownloadDocumentButton docId={document.id} endpoint={createDownloadLink} />
        {document.has_proof ? (
          <DownloadDocumentButton
            docId={document.id}
            file="proof"
            label="Download Proof"
            endpoint={createDownloadLink}
          />
        ) : null}
        {document.can.archive || document.can.restore ? (
          <Button variant="secondary" onClick={() => onArchiveToggle(document)}>
            {document.can.restore ? 'Restore Document' : 'Archive Document'}
          </Button>
        ) : null}
        <TextLink to={paths.admin.documentPreview.getHref(document.doc_type, document.id, document.doc_owner_id)}>
          Open the preview
        </TextLink>
      </div>
      <DocumentDetail document={document} />
      {single.data ? (
        <RequestFiles
          docId={document.id}
          files={single.data.data.files}
          verifiedFile={single.data.data.verified_file}
          endpoint={createDownloadLink}
        />
      ) : null}
      <DetailSection title="Status history">
        {single.isPending ? (
          <p className="text-sm text-gray-500">Loading the history…</p>
        ) : single.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(single.error, 'Could not fetch document')}
          </p>
        ) : (
          <StatusTimeline events={single.data.data.history} />
        )}
      </DetailSection>
    </div>
  );
}
