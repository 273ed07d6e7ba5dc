import { quoteCheckout } from '@docverify/contract/documents/operations';
import type { TCheckoutRequest } from '@docverify/contract/documents/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The fee quote (service charge, surcharges, total) for a type and a verifying body. A POST by the spec, but it
// changes nothing, so the wizard reads it as a query.

export async function getCheckout(body: TCheckoutRequest, signal?: AbortSignal) {
  const response = await callOperation(quoteCheckout, { body }, { signal });
  return response.data;
}

export function checkoutQueryOptions(body: TCheckoutRequest) {
  return queryOptions({
    queryKey: ['checkout', body.document_type_id, body.institution_id],
    queryFn: ({ signal }) => getCheckout(body, signal),
  });
}

export function useCheckout(body: TCheckoutRequest, enabled: boolean) {
  return useQuery({ ...checkoutQueryOptions(body), enabled });
}
