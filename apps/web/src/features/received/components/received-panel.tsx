import type { TDocument } from '@docverify/contract/documents/document';
import type { TDecision } from '@docverify/contract/verification/status-edit';
import { DetailSection } from '@/components/detail/detail-list';
import { DocumentDetail } from '@/components/detail/document-detail';
import { DownloadDocumentButton } from '@/components/detail/download-document-button';
import { RequestFiles } from '@/components/detail/request-files';
import { FraudSignalsBox } from '@/components/detail/fraud-signals-box';
import { StatusTimeline } from '@/components/detail/status-timeline';
import { errorMessage } from '@/lib/http';
import { useDocumentHistory } from '@/features/received/api/get-document-history';
import { DecisionSummary } from '@/features/received/components/decision-summary';
import { StatusEditForm } from '@/components/detail/status-edit-form';
import { useDecideDocument } from '@/features/received/api/decide-document';
import { latestAnswer, RequesterAnswer } from '@/features/received/components/requester-answer';
import { StartReview } from '@/features/received/components/start-review';
import { DecideButtons } from '@/features/received/components/decide-buttons';

export type TPanelMode = 'review' | 'edit';

type TReceivedPanelProps = {
  mode: TPanelMode;
  document: TDocument;
  /** The request as the server answered after a review start or a decision. */
  onChanged: (document: TDocument) => void;
  /** Review's Verify and Query: open Edit with that status chosen. */
  onDecide: (status: TDecision) => void;
  /** The status Edit starts with: none unless the verifier chose one with Verify or Query. */
  chosenStatus?: TDecision | undefined;
};

/**
 * The slide-over's content: Review reads the request (and offers Start review while the server allows it, then
 * Verify and Query); Edit adds the decision form (or the decision made). An answered request opens on the
 * requester's answer.
 */
export function ReceivedPanel({ mode, document, onChanged, onDecide, chosenStatus }: TReceivedPanelProps) {
  const history = useDocumentHistory(document.id);
  const decide = useDecideDocument();
  const answer = document.answered && history.data ? latestAnswer(history.data.data.history) : undefined;
  return (
    <div className="space-y-6">
      <FraudSignalsBox docId={document.id} reader="verifier" />
      {answer ? <RequesterAnswer answer={answer} /> : null}
      {mode === 'review' && document.can.startReview ? <StartReview document={document} onStarted={onChanged} /> : null}
      {/* Once the review has started, so the requester has been told someone is on it before a decision. */}
      {mode === 'review' && document.can.decide && !document.can.startReview ? (
        <DecideButtons onDecide={onDecide} />
      ) : null}
      {mode === 'edit' ? (
        // The server says whether this caller may decide this request now (its policy's `can`).
        document.can.decide ? (
          // Keyed by version: a request changed meanwhile starts a fresh form against its new version.
          <StatusEditForm
            key={document.version}
            document={document}
            decide={decide}
            onDecided={onChanged}
            initialStatus={chosenStatus}
          />
        ) : document.status === 'verified' || document.status === 'queried' ? (
          <DecisionSummary document={document} />
        ) : (
          <p className="text-sm text-gray-600">This request is archived and cannot be decided.</p>
        )
      ) : null}
      <div className="flex flex-wrap gap-3">
        <DownloadDocumentButton docId={document.id} />
        {mode === 'review' && document.has_proof ? (
          <DownloadDocumentButton docId={document.id} file="proof" label="Download Proof" />
        ) : null}
      </div>
      <DocumentDetail document={document} />
      {/* The original and every answer's file side by side, so the verifier reads them together. */}
      {history.data ? (
        <RequestFiles
          docId={document.id}
          files={history.data.data.files}
          verifiedFile={history.data.data.verified_file}
        />
      ) : null}
      {/* The history holds the owner's answers to queries, which the verifier reads before deciding again. */}
      <DetailSection title="Status history">
        {history.isPending ? (
          <p className="text-sm text-gray-500">Loading the history…</p>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(history.error, 'Could not fetch document')}
          </p>
        ) : (
          <StatusTimeline events={history.data.data.history} />
        )}
      </DetailSection>
    </div>
  );
}
