import { getReferrer as getReferrerOperation } from '@docverify/contract/referrals/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Which organisation a referral sign-up link comes from.

export async function getReferrer(code: string, signal?: AbortSignal) {
  const response = await callOperation(getReferrerOperation, { params: { code } }, { signal, anonymous: true });
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
