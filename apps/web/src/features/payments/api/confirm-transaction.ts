import { confirmTransaction as confirmTransactionOperation } from '@docverify/contract/payments/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Asks the gateway how a payment ended and settles it. Idempotent, so the return page reads it as a query and may
// ask again.

export async function confirmTransaction(reference: string, signal?: AbortSignal) {
  const response = await callOperation(confirmTransactionOperation, { body: { reference } }, { signal });
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
