import type { TCompanyListRequest } from '@docverify/contract/admin/users';
import { listOrganisations } from '@docverify/contract/admin/users-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// One page (9 rows) of organisations with their accounts.

/** Every admin users query starts with this key, so a status change refreshes all three lists. */
export const adminUsersKey = ['admin-users'] as const;

export function getOrganisations(body: TCompanyListRequest) {
  return callOperation(listOrganisations, { body });
}

export function useOrganisations(body: TCompanyListRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...adminUsersKey, 'organisations', body],
      queryFn: () => getOrganisations(body),
      // The previous page stays on screen while the next one loads, so paging does not flash.
      placeholderData: keepPreviousData,
    }),
  );
}
