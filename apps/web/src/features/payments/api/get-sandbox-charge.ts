import { getSandboxCharge as getSandboxChargeOperation } from '@docverify/contract/payments/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The sandbox gateway's view of one of the caller's payments.

export function getSandboxCharge(reference: string, signal?: AbortSignal) {
  return callOperation(getSandboxChargeOperation, { params: { reference } }, { signal });
}

export function sandboxChargeQueryKey(reference: string) {
  return ['sandbox-charge', reference] as const;
}

export function sandboxChargeQueryOptions(reference: string) {
  return queryOptions({
    queryKey: sandboxChargeQueryKey(reference),
    queryFn: ({ signal }) => getSandboxCharge(reference, signal),
    // An unknown reference is an answer; asking again would only delay saying so.
    retry: false,
  });
}

export function useSandboxCharge(reference: string) {
  return useQuery(sandboxChargeQueryOptions(reference));
}
