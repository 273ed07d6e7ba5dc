import type { TDocument } from '@docverify/contract/documents/document';
import type { ReactNode } from 'react';
import { DetailSection } from '@/components/detail/detail-list';
import { DocumentDetail } from '@/components/detail/document-detail';
import { DownloadDocumentButton } from '@/components/detail/download-document-button';
import { RequestFiles } from '@/components/detail/request-files';
import { StatusTimeline } from '@/components/detail/status-timeline';
import { errorMessage } from '@/lib/http';
import { useMonitorDocument } from '@/features/documents/api/monitor-document';
import { AnswerQueryForm } from '@/features/documents/components/answer-query-form';
import { CancelRequest } from '@/features/documents/components/cancel-request';
import { RefundOverdue } from '@/features/documents/components/refund-overdue';
import { CertificateDownload } from '@/features/documents/components/certificate-download';
import { PayNow } from '@/features/documents/components/pay-now';
import { ReceiptDownload } from '@/components/detail/receipt-download';
import {
  DueDate,
  ExpectedTurnaround,
  turnaroundSentence,
  useTurnaround,
} from '@/components/detail/expected-turnaround';
import { formatDate } from '@/lib/format';
import { workingDays } from '@/components/status-badge';
import { SharesSection } from '@/features/documents/components/shares-section';

function Callout({ tone, title, children }: { tone: 'red' | 'green' | 'gray'; title: string; children: ReactNode }) {
  const tones = {
    red: 'border-red-200 bg-red-50',
    green: 'border-green-200 bg-green-50',
    gray: 'border-gray-200 bg-gray-50',
  } as const;
  return (
    <section aria-label={title} className={`mb-6 space-y-3 rounded-lg border p-4 ${tones[tone]}`}>
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

/** What the owner can do next, by where the request is: pay, answer a query, or share the result. */
function NextStep({ document }: { document: TDocument }) {
  if (document.can.pay) {
    return (
      <Callout tone="gray" title="Payment">
        <ExpectedTurnaround institutionId={document.institution.id} />
        <PayNow document={document} />
      </Callout>
    );
  }
  if (document.can.refundOverdue && document.overdue_days !== null) {
    return (
      <Callout tone="red" title="Past its due date">
        <p className="text-sm text-gray-900">
          {document.institution.company_name} was expected to answer by {formatDate(document.due_at)}, and is{' '}
          {workingDays(document.overdue_days)} late. You can keep waiting, or withdraw the request and be refunded in
          full.
        </p>
        <RefundOverdue document={document} />
      </Callout>
    );
  }
  if (document.can.answer) {
    return (
      <Callout tone="red" title="Your verifier has a query">
        <p className="text-sm whitespace-pre-line text-gray-900">{document.verify_info ?? 'No note was given.'}</p>
        <AnswerQueryForm key={document.version} document={document} />
      </Callout>
    );
  }
  if (document.status === 'verified' && document.viewer_code) {
    return (
      <Callout tone="green" title="Verified: share the result">
        <SharesSection docId={document.id} />
      </Callout>
    );
  }
  return null;
}

/** While the body works on it: the date it is due by, and what the body usually takes. */
function Turnaround({ document }: { document: TDocument }) {
  const waiting = (document.status === 'submitted' || document.status === 'pending') && document.due_at !== null;
  const turnaround = useTurnaround(document.institution.id, waiting);
  if (!waiting) return null;
  return (
    <section aria-label="Turnaround" className="mb-6 space-y-1">
      <DueDate document={document} />
      {turnaround.data ? <p className="text-sm text-gray-600">{turnaroundSentence(turnaround.data)}</p> : null}
    </section>
  );
}

/**
 * The slide-over's document view for its owner: the row at once, then the request as the server has it now
 * (POST /monitor/document) with its status history.
 */
export function DocumentPanel({ document: row }: { document: TDocument }) {
  const monitor = useMonitorDocument(row.id);
  const document = monitor.data?.data.document ?? row;

  return (
    <div>
      <NextStep document={document} />
      <Turnaround document={document} />
      <div className="mb-6 flex flex-wrap gap-3">
        <DownloadDocumentButton docId={document.id} />
        {document.has_proof ? <DownloadDocumentButton docId={document.id} file="proof" label="Download Proof" /> : null}
        <CertificateDownload document={document} />
        {document.payment_status === 'confirmed' ? <ReceiptDownload reference={document.ref_id} /> : null}
        <CancelRequest document={document} />
      </div>
      <DocumentDetail document={document} />
      {monitor.data ? (
        <RequestFiles
          docId={document.id}
          files={monitor.data.data.files}
          verifiedFile={monitor.data.data.verified_file}
        />
      ) : null}
      <DetailSection title="Status history">
        {monitor.isPending ? (
          <p className="text-sm text-gray-500">Loading the history…</p>
        ) : monitor.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(monitor.error, 'Could not fetch document')}
          </p>
        ) : (
          <StatusTimeline events={monitor.data.data.history} />
        )}
      </DetailSection>
    </div>
  );
}
