import type { TPayment } from '@docverify/contract/payments/payment';
import { DetailList, DetailSection, fullName } from '@/components/detail/detail-list';
import { PaymentStatusBadge, RefundStatusBadge } from '@/components/status-badge';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

/** Spec section 2, "payment detail" (the fields of spec section 3 "Payment"). */
export function PaymentDetail({ payment }: { payment: TPayment }) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  return (
    <div>
      <DetailSection title="Payment">
        <DetailList
          items={[
            { label: 'Payment reference', value: payment.ref_id },
            { label: 'Transaction ID', value: payment.application_id },
            { label: 'Document', value: payment.document_type_name },
            { label: 'Currency', value: payment.currency },
            { label: 'Fee', value: money(payment.fee) },
            { label: 'Service charge', value: money(payment.service_charge) },
            { label: 'Surcharges', value: money(payment.organisation_surcharge + payment.platform_surcharge) },
            { label: 'Status', value: <PaymentStatusBadge status={payment.payment_status} /> },
            {
              label: 'Refund',
              value: payment.refund_status ? <RefundStatusBadge status={payment.refund_status} /> : null,
            },
            { label: 'Reason', value: payment.failure_reason },
            { label: 'Time', value: formatDateTime(payment.transaction_time) },
            { label: 'Settled', value: formatDateTime(payment.settled_at) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Document owner">
        <DetailList
          items={[
            {
              label: 'Name',
              value: fullName(payment.docOwnerFirstName, payment.docOwnerMiddleName, payment.docOwnerLastName),
            },
            { label: 'Date of birth', value: formatDate(payment.docOwnerDOB) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Paid by">
        <DetailList
          items={[
            { label: 'Name', value: `${payment.uploaded_by_firstName} ${payment.uploaded_by_lastName}` },
            { label: 'E-mail', value: payment.uploaded_by_email },
            { label: 'Phone', value: payment.uploaded_by_phone },
          ]}
        />
      </DetailSection>
    </div>
  );
}
