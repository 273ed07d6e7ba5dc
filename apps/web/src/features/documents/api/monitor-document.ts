import { getDocumentHistory } from '@docverify/contract/documents/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// The request as it is now, with its status history.

export function monitorDocument(docId: string) {
  return callOperation(getDocumentHistory, { body: { doc_id: docId } });
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
