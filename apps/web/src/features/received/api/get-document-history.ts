import { ZMonitorResponse } from '@docverify/contract/documents/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// POST /api/monitor/document: the request as it is now, with its status history; for a verifier, the history
// carries the owner's answers to its queries.

export function getDocumentHistory(docId: string) {
  return http.post('/monitor/document', { doc_id: docId }, ZMonitorResponse);
}

export function documentHistoryQueryOptions(docId: string) {
  return queryOptions({
    queryKey: [...receivedKey, 'history', docId],
    queryFn: () => getDocumentHistory(docId),
  });
}

export function useDocumentHistory(docId: string) {
  return useQuery(documentHistoryQueryOptions(docId));
}
