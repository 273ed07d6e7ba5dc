import { ZAdminTransactionsResponse, type TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/system/admin/view/transactions: every payment in the service, filtered, with totals over the filter.

/** The filter as a query string; empty values are left out, as the list URL does. */
export function transactionsQuery(filter: TTransactionsFilter, page?: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, page })) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function getAdminTransactions(filter: TTransactionsFilter, page: number) {
  return http.get(`/system/admin/view/transactions${transactionsQuery(filter, page)}`, ZAdminTransactionsResponse);
}

export function adminTransactionsQueryOptions(filter: TTransactionsFilter, page: number) {
  return queryOptions({
    queryKey: ['admin-transactions', filter, page],
    queryFn: () => getAdminTransactions(filter, page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTransactions(filter: TTransactionsFilter, page: number) {
  return useQuery(adminTransactionsQueryOptions(filter, page));
}
