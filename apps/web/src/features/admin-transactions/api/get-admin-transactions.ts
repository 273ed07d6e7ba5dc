import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { listTransactions } from '@docverify/contract/admin/transactions-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageRequest } from '@/components/list/page-info';
import { callOperation } from '@/lib/http';

// Every payment in the service, filtered, with totals over the filter.

export function getAdminTransactions(filter: TTransactionsFilter, paging: TPageRequest) {
  return callOperation(listTransactions, { query: { ...filter, ...paging } });
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
