import { listTransactions } from '@docverify/contract/payments/operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageRequest } from '@/components/list/page-info';
import { callOperation } from '@/lib/http';

// The caller's payment attempts, newest first, a page at a time.

export function getTransactions({ page, cursor }: TPageRequest) {
  return callOperation(listTransactions, { query: { page, cursor } });
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
