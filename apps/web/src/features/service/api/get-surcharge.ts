import { getSurcharge as getSurchargeOperation } from '@docverify/contract/surcharges/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The organisation's surcharge, or null before it is set.

export async function getSurcharge(signal?: AbortSignal) {
  const response = await callOperation(getSurchargeOperation, {}, { signal });
  return response.data;
}

export const surchargeQueryKey = ['organisation-surcharge'] as const;

export function surchargeQueryOptions() {
  return queryOptions({ queryKey: surchargeQueryKey, queryFn: ({ signal }) => getSurcharge(signal) });
}

export function useSurcharge() {
  return useQuery(surchargeQueryOptions());
}
