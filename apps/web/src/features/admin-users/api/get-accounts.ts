import type { TUserListQuery } from '@docverify/contract/admin/users';
import { listAdministrators, listIndividuals } from '@docverify/contract/admin/users-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// One page (9 rows) of administrators, or of individual accounts.

export type TAccountKind = 'admin' | 'indv';

export function getAccounts(kind: TAccountKind, query: TUserListQuery) {
  const { page = 1, cursor, search } = query;
  return callOperation(kind === 'admin' ? listAdministrators : listIndividuals, { query: { page, cursor, search } });
}

export function useAccounts(kind: TAccountKind, query: TUserListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminUsersKey, kind, query],
      queryFn: () => getAccounts(kind, query),
      placeholderData: keepPreviousData,
    }),
  );
}
