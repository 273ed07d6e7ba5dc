import type { TAdminDocumentListQuery } from '@docverify/contract/admin/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { documentListAnswer } from '@/lib/list-answer-schemas';

// GET /api/system/admin/get/all/documents: one page (9 rows) of every request in the service, unpaid ones
// included, sorted, filtered and searched by the server.

/** Every admin documents query starts with this key, so an archive, restore or decision refreshes them all. */
export const adminDocumentsKey = ['admin-documents'] as const;

export function getAllDocuments(query: TAdminDocumentListQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return http.get(`/system/admin/get/all/documents?${params.toString()}`, documentListAnswer);
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
