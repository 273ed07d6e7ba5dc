import { getReferralSummary } from '@docverify/contract/referrals/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The organisation's referral code, its sign-up link and what it has brought in.

/** Every referrals query starts with this key. */
export const referralsKey = ['referrals'] as const;

export function getReferral() {
  return callOperation(getReferralSummary, { query: {} });
}

export function referralQueryOptions() {
  return queryOptions({ queryKey: [...referralsKey, 'summary'], queryFn: getReferral });
}

export function useReferral() {
  return useQuery(referralQueryOptions());
}
