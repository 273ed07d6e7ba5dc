import { ZReferrerResponse } from '@docverify/contract/auth/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/referral/:code (public): which organisation a referral sign-up link comes from.

export async function getReferrer(code: string, signal?: AbortSignal) {
  const response = await http.get(`/referral/${encodeURIComponent(code)}`, ZReferrerResponse, {
    signal,
    anonymous: true,
  });
  return response.data;
}

export function referrerQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['referrer', code],
    queryFn: ({ signal }) => getReferrer(code, signal),
    // An unknown code is an answer, not a hiccup: asking again would only delay the notice.
    retry: false,
    staleTime: Infinity,
  });
}

export function useReferrer(code: string | undefined) {
  return useQuery({ ...referrerQueryOptions(code ?? ''), enabled: Boolean(code) });
}
