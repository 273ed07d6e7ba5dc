import type { TAdminSingleDocumentQuery } from '@docverify/contract/admin/documents';
import { getSingleDocument as getSingleDocumentOperation } from '@docverify/contract/admin/documents-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { adminDocumentsKey } from '@/features/admin-documents/api/get-all-documents';

// The request and its status history; 404 unless the three keys name the same request.

export function getSingleDocument(query: TAdminSingleDocumentQuery) {
  return callOperation(getSingleDocumentOperation, { query });
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
