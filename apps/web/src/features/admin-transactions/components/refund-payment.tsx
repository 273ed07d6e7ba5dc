import { ZRefundRequest, type TPayment, type TRefundRequest } from '@docverify/contract/payments/payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailList, DetailSection } from '@/components/detail/detail-list';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { RefundStatusBadge } from '@/components/status-badge';
import { usePaymentRefund, useRefundPayment } from '@/features/admin-transactions/api/refunds';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { errorMessage } from '@/lib/http';

/**
 * The administrator's refund of a payment whose verifying body cannot answer: the refund's progress
 * once there is one, otherwise — for a confirmed payment — the reason and a confirmation naming the sum and what
 * else happens (the request is withdrawn from its body).
 */
export function RefundPayment({ payment }: { payment: TPayment }) {
  // The panel shows the row as it was when opened: after refunding here, the refund is read afresh.
  const [refunded, setRefunded] = useState(false);
  const refund = usePaymentRefund(payment.id, payment.refund_status !== null || refunded);

  if (payment.refund_status !== null || refunded) {
    const data = refund.data?.data;
    return (
      <DetailSection title="Refund">
        {data ? (
          <DetailList
            items={[
              { label: 'Status', value: <RefundStatusBadge status={data.status} /> },
              { label: 'Amount', value: formatMoney(data.amount, data.currency) },
              { label: 'Reason', value: data.reason },
              { label: 'Asked for', value: formatDateTime(data.requested_at) },
              { label: 'Paid back', value: formatDateTime(data.processed_at) },
              { label: "Gateway's answer", value: data.last_error },
            ]}
          />
        ) : refund.isError ? (
          <FormAlert message={errorMessage(refund.error, 'Could not fetch the refund')} />
        ) : (
          <p className="text-sm text-gray-600">Loading the refund…</p>
        )}
      </DetailSection>
    );
  }
  if (payment.payment_status !== 'confirmed') return null;
  return <RefundForm payment={payment} onRefunded={() => setRefunded(true)} />;
}

function RefundForm({ payment, onRefunded }: { payment: TPayment; onRefunded: () => void }) {
  const refund = useRefundPayment(payment.id);
  const [confirming, setConfirming] = useState<TRefundRequest | null>(null);
  const form = useForm<TRefundRequest>({ resolver: zodResolver(ZRefundRequest), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const amount = formatMoney(payment.fee, payment.currency);
  const failure = 'Could not refund the payment';

  const send = () => {
    if (!confirming) return;
    refund.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        if (answer.data.status === 'failed') toast.error(answer.message);
        else toast.success(answer.message);
        onRefunded();
      },
      onError: (error) => {
        setConfirming(null);
        applyServerErrors(error, form.setError, ['reason'], failure);
        toast.error(errorMessage(error, failure));
      },
    });
  };

  return (
    <DetailSection title="Refund">
      <form noValidate onSubmit={form.handleSubmit(setConfirming)} className="space-y-3">
        <p className="text-sm text-gray-600">
          When the verifying body cannot answer, pay the whole {amount} back through {payment.gateway ?? 'the gateway'}.
          The request is withdrawn from its body and the payer is told by e-mail.
        </p>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <TextAreaField label="Reason" rows={3} required error={reasonError} {...form.register('reason')} />
        <Button type="submit" variant="secondary" className="min-h-11">
          Refund {amount}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Refund ${amount}?`}
        confirmLabel="Refund"
        pending={refund.isPending}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      >
        The money goes back to the payer and {payment.application_id} is withdrawn from its verifying body. This cannot
        be undone.
      </ConfirmDialog>
    </DetailSection>
  );
}
