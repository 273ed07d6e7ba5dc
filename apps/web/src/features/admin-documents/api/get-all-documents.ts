import type { TAdminDocumentListQuery } from '@docverify/contract/admin/documents';
import { listAllDocuments } from '@docverify/contract/admin/documents-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// One page (9 rows) of every request in the service, unpaid ones included, sorted, filtered and searched by the
// server.

/** Every admin documents query starts with this key, so an archive, restore or decision refreshes them all. */
export const adminDocumentsKey = ['admin-documents'] as const;

export function getAllDocuments(query: TAdminDocumentListQuery) {
  return callOperation(listAllDocuments, { query });
}

export function allDocumentsQueryOptions(query: TAdminDocumentListQuery) {
  return queryOptions({
    queryKey: [...adminDocumentsKey, 'list', query],
    queryFn: () => getAllDocuments(query),
    placeholderData: keepPreviousData,
  });
}

export function useAllDocuments(query: TAdminDocumentListQuery) {
  return useQuery(allDocumentsQueryOptions(query));
}
