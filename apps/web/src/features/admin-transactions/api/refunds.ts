import { ZRefundOfPaymentResponse, ZRefundResponse, type TRefundRequest } from '@docverify/contract/payments/payment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET and POST /api/system/admin/transactions/:paymentId/refund (issue 12).

const refundKey = (paymentId: string) => ['admin-transactions', 'refund', paymentId] as const;

export function usePaymentRefund(paymentId: string, enabled: boolean) {
  return useQuery({
    queryKey: refundKey(paymentId),
    queryFn: ({ signal }) =>
      http.get(`/system/admin/transactions/${encodeURIComponent(paymentId)}/refund`, ZRefundOfPaymentResponse, {
        signal,
      }),
    enabled,
  });
}

export function useRefundPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRefundRequest) =>
      http.post(`/system/admin/transactions/${encodeURIComponent(paymentId)}/refund`, input, ZRefundResponse),
    // The list's rows, totals and this refund all changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-transactions'] }),
  });
}
