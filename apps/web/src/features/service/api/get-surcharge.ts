import { ZSurchargeResponse } from '@docverify/contract/surcharges/surcharge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/surcharge/view: the organisation's surcharge, or null before it is set.

export async function getSurcharge(signal?: AbortSignal) {
  const response = await http.get('/surcharge/view', ZSurchargeResponse, { signal });
  return response.data;
}

export const surchargeQueryKey = ['organisation-surcharge'] as const;

export function surchargeQueryOptions() {
  return queryOptions({ queryKey: surchargeQueryKey, queryFn: ({ signal }) => getSurcharge(signal) });
}

export function useSurcharge() {
  return useQuery(surchargeQueryOptions());
}
