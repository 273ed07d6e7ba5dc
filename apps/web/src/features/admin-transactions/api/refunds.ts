import { getPaymentRefund, refundPayment } from '@docverify/contract/admin/transactions-operations';
import type { TRefundRequest } from '@docverify/contract/payments/payment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// A payment's refund, if it has one, and an administrator's refund of a payment.

const refundKey = (paymentId: string) => ['admin-transactions', 'refund', paymentId] as const;

export function usePaymentRefund(paymentId: string, enabled: boolean) {
  return useQuery({
    queryKey: refundKey(paymentId),
    queryFn: ({ signal }) => callOperation(getPaymentRefund, { params: { paymentId } }, { signal }),
    enabled,
  });
}

export function useRefundPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefundRequest) => callOperation(refundPayment, { params: { paymentId }, body }),
    // The list's rows, totals and this refund all changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-transactions'] }),
  });
}
