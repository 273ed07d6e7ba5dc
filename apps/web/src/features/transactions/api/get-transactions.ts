import { ZTransactionsResponse } from '@docverify/contract/payments/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageRequest } from '@/components/list/page-info';
import { http } from '@/lib/http';

// GET /api/user/view/transactions?page=&cursor=: the caller's payment attempts, newest first, a page at a time.

export function getTransactions({ page, cursor }: TPageRequest) {
  const query = new URLSearchParams({ page: String(page) });
  if (cursor) query.set('cursor', cursor);
  return http.get(`/user/view/transactions?${query.toString()}`, ZTransactionsResponse);
}

export function transactionsQueryOptions(paging: TPageRequest) {
  return queryOptions({
    queryKey: ['transactions', paging],
    queryFn: () => getTransactions(paging),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(paging: TPageRequest) {
  return useQuery(transactionsQueryOptions(paging));
}
