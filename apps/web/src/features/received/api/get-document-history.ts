import { getDocumentHistory as getDocumentHistoryOperation } from '@docverify/contract/documents/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// The request as it is now, with its status history; for a verifier, the history carries the owner's answers to
// its queries.

export function getDocumentHistory(docId: string) {
  return callOperation(getDocumentHistoryOperation, { body: { doc_id: docId } });
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
