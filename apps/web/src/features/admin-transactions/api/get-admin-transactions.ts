import { ZAdminTransactionsResponse, type TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageRequest } from '@/components/list/page-info';
import { http } from '@/lib/http';

// GET /api/system/admin/view/transactions: every payment in the service, filtered, with totals over the filter.

/** The filter (and, for the list, its page) as a query string; empty values are left out, as the list URL does. */
export function transactionsQuery(filter: TTransactionsFilter, paging?: TPageRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...paging })) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function getAdminTransactions(filter: TTransactionsFilter, paging: TPageRequest) {
  return http.get(`/system/admin/view/transactions${transactionsQuery(filter, paging)}`, ZAdminTransactionsResponse);
}

export function adminTransactionsQueryOptions(filter: TTransactionsFilter, paging: TPageRequest) {
  return queryOptions({
    queryKey: ['admin-transactions', filter, paging],
    queryFn: () => getAdminTransactions(filter, paging),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTransactions(filter: TTransactionsFilter, paging: TPageRequest) {
  return useQuery(adminTransactionsQueryOptions(filter, paging));
}
