import {
  documentStatusLabels,
  paymentStatusLabels,
  refundStatusLabels,
  type TDocumentStatus,
  type TPaymentStatus,
  type TRefundStatus,
} from '@docverify/contract/documents/vocabulary';

const badge =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

// DESIGN section 3 and decision 006: the colours the spec names, plus blue for pending and grey for unpaid.
const documentColours: Record<TDocumentStatus, string> = {
  verified: 'bg-green-50 text-green-800 ring-green-600/30',
  submitted: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  archived: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  queried: 'bg-red-50 text-red-700 ring-red-600/30',
  pending: 'bg-blue-50 text-blue-700 ring-blue-600/30',
  awaiting_payment: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

const paymentColours: Record<TPaymentStatus, string> = {
  confirmed: 'bg-green-50 text-green-800 ring-green-600/30',
  failed: 'bg-red-50 text-red-700 ring-red-600/30',
  pending: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

/** The "Verifier Status" column: where the request is in its review. */
export function DocumentStatusBadge({ status }: { status: TDocumentStatus }) {
  return <span className={`${badge} ${documentColours[status]}`}>{documentStatusLabels[status]}</span>;
}

/** The "Status" column: whether the request is paid for. */
export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  return <span className={`${badge} ${paymentColours[status]}`}>{paymentStatusLabels[status]}</span>;
}

const refundColours: Record<TRefundStatus, string> = {
  requested: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  pending: 'bg-blue-50 text-blue-700 ring-blue-600/30',
  processed: 'bg-purple-50 text-purple-800 ring-purple-600/30',
  failed: 'bg-red-50 text-red-700 ring-red-600/30',
};

/** Beside a confirmed payment's status once an administrator refunded it: how far the money has gone back. */
export function RefundStatusBadge({ status }: { status: TRefundStatus }) {
  return <span className={`${badge} ${refundColours[status]}`}>{refundStatusLabels[status]}</span>;
}

/** A payment's status in a list: the charge, and beside it the refund once there is one. */
export function PaymentStatusBadges({ status, refund }: { status: TPaymentStatus; refund: TRefundStatus | null }) {
  return (
    <span className="flex flex-wrap gap-1">
      <PaymentStatusBadge status={status} />
      {refund ? <RefundStatusBadge status={refund} /> : null}
    </span>
  );
}

/** How many working days are meant by `days`, in words: 1 → "1 working day". */
export function workingDays(days: number): string {
  return `${days} working ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Beside a request's status while it is past its due date and still waits for its verifying body: how late, in
 * working days (the server works it out; decision 073).
 */
export function OverdueBadge({ days }: { days: number }) {
  return <span className={`${badge} bg-red-600 text-white ring-red-700`}>Overdue · {workingDays(days)}</span>;
}
