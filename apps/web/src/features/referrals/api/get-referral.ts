import { ZReferralSummaryResponse } from '@docverify/contract/referrals/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/get/referral: the organisation's referral code, its sign-up link and what it has brought in.

/** Every referrals query starts with this key. */
export const referralsKey = ['referrals'] as const;

export function getReferral() {
  return http.post('/get/referral', {}, ZReferralSummaryResponse);
}

export function referralQueryOptions() {
  return queryOptions({ queryKey: [...referralsKey, 'summary'], queryFn: getReferral });
}

export function useReferral() {
  return useQuery(referralQueryOptions());
}
