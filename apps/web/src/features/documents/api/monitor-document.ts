import { ZMonitorResponse } from '@docverify/contract/documents/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// POST /api/monitor/document: the request as it is now, with its status history.

export function monitorDocument(docId: string) {
  return http.post('/monitor/document', { doc_id: docId }, ZMonitorResponse);
}

export function monitorDocumentQueryOptions(docId: string) {
  return queryOptions({
    queryKey: [...documentsKey, 'monitor', docId],
    queryFn: () => monitorDocument(docId),
  });
}

export function useMonitorDocument(docId: string) {
  return useQuery(monitorDocumentQueryOptions(docId));
}
