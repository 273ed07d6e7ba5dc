import type { TAdminSingleDocumentQuery } from '@docverify/contract/admin/documents';
import { ZMonitorResponse } from '@docverify/contract/documents/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminDocumentsKey } from '@/features/admin-documents/api/get-all-documents';

// POST /api/system/admin/get/single/document?doc_category=&doc_id=&docOwnerId=: the request and its status
// history; 404 unless the three keys name the same request.

export function getSingleDocument(query: TAdminSingleDocumentQuery) {
  const params = new URLSearchParams(query);
  return http.post(`/system/admin/get/single/document?${params.toString()}`, {}, ZMonitorResponse);
}

export function singleDocumentQueryOptions(query: TAdminSingleDocumentQuery) {
  return queryOptions({
    queryKey: [...adminDocumentsKey, 'single', query],
    queryFn: () => getSingleDocument(query),
  });
}

export function useSingleDocument(query: TAdminSingleDocumentQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...singleDocumentQueryOptions(query), ...options });
}
