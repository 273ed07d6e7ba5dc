import { listReferredUsers } from '@docverify/contract/referrals/operations';
import type { TReferredUsersRequest } from '@docverify/contract/referrals/referrals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { referralsKey } from '@/features/referrals/api/get-referral';

// One page (9 rows) of the people who signed up through the referral link.

export function getReferredUsers(body: TReferredUsersRequest) {
  return callOperation(listReferredUsers, { body });
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
