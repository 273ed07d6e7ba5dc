import { ZManagedUserList, type TUserListQuery } from '@docverify/contract/admin/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// GET /api/system/admin/view/admin and GET /api/system/admin/view/indv: one page (9 rows) of accounts.

export type TAccountKind = 'admin' | 'indv';

export function getAccounts(kind: TAccountKind, query: TUserListQuery) {
  const params = new URLSearchParams({ page: String(query.page ?? 1) });
  if (query.cursor) params.set('cursor', String(query.cursor));
  if (query.search) params.set('search', query.search);
  return http.get(`/system/admin/view/${kind}?${params.toString()}`, ZManagedUserList);
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
