import { ZConfirmTransactionResponse } from '@docverify/contract/payments/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/confirm/transaction/global: asks the gateway how a payment ended and settles it. Idempotent, so
// the return page reads it as a query and may ask again.

export async function confirmTransaction(reference: string, signal?: AbortSignal) {
  const response = await http.post('/confirm/transaction/global', { reference }, ZConfirmTransactionResponse, {
    signal,
  });
  return response.data.payment;
}

export function paymentConfirmationQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['payment-confirmation', reference],
    queryFn: ({ signal }) => confirmTransaction(reference, signal),
    retry: false,
  });
}

export function usePaymentConfirmation(reference: string) {
  return useQuery({ ...paymentConfirmationQueryOptions(reference), enabled: Boolean(reference) });
}
