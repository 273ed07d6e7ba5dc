import { ZTransactionsResponse } from '@docverify/contract/payments/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/user/view/transactions?page=: the caller's payment attempts, newest first, a page at a time.

export function getTransactions(page: number) {
  return http.get(`/user/view/transactions?page=${page}`, ZTransactionsResponse);
}

export function transactionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['transactions', page],
    queryFn: () => getTransactions(page),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(page: number) {
  return useQuery(transactionsQueryOptions(page));
}
