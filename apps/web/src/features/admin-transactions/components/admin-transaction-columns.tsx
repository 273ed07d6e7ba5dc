import type { TPayment } from '@docverify/contract/payments/payment';
import { PaymentStatusIcon } from '@/components/list/row-parts';
import type { TListColumn } from '@/components/list/types';
import { PaymentStatusBadges } from '@/components/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';

/** A payment row for administrators: its outcome icon beside the reference, who paid, the fee, status and time. */
export const adminTransactionColumns: TListColumn<TPayment>[] = [
  {
    id: 'reference',
    header: 'Reference',
    cell: (payment) => (
      <span className="flex items-center gap-3">
        <PaymentStatusIcon status={payment.payment_status} />
        <span className="font-mono text-xs">{payment.ref_id}</span>
      </span>
    ),
  },
  {
    id: 'payer',
    header: 'Paid by',
    cell: (payment) => `${payment.uploaded_by_firstName} ${payment.uploaded_by_lastName}`,
    className: 'hidden md:table-cell',
  },
  { id: 'details', header: 'Details', cell: (payment) => payment.document_type_name },
  {
    id: 'fee',
    header: 'Fee',
    cell: (payment) => formatMoney(payment.fee, payment.currency),
    className: 'whitespace-nowrap',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (payment) => <PaymentStatusBadges status={payment.payment_status} refund={payment.refund_status} />,
  },
  {
    id: 'gateway',
    header: 'Gateway',
    cell: (payment) => payment.gateway ?? '—',
    className: 'hidden lg:table-cell capitalize',
  },
  {
    id: 'time',
    header: 'Time',
    cell: (payment) => formatDateTime(payment.transaction_time),
    className: 'hidden lg:table-cell',
  },
];
