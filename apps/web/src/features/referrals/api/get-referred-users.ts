import { ZReferredUsersResponse, type TReferredUsersRequest } from '@docverify/contract/referrals/referrals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { referralsKey } from '@/features/referrals/api/get-referral';

// POST /api/referrals/users: one page (9 rows) of the people who signed up through the referral link.

export function getReferredUsers(body: TReferredUsersRequest) {
  return http.post('/referrals/users', body, ZReferredUsersResponse);
}

export function referredUsersQueryOptions(body: TReferredUsersRequest) {
  return queryOptions({
    queryKey: [...referralsKey, 'users', body],
    queryFn: () => getReferredUsers(body),
    placeholderData: keepPreviousData,
  });
}

export function useReferredUsers(body: TReferredUsersRequest) {
  return useQuery(referredUsersQueryOptions(body));
}
