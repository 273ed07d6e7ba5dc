import type { TDocumentListRequest } from '@docverify/contract/documents/requests';
import { listReceivedDocuments } from '@docverify/contract/verification/list-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// One page (9 rows) of the requests sent to the caller's organisation (paid ones
// only), sorted, filtered and searched by the server.

export type TReceivedListRequest = Omit<TDocumentListRequest, 'scope'>;

/** Every received-documents query starts with this key, so a review or a decision refreshes them all. */
export const receivedKey = ['received-documents'] as const;

export function getReceivedDocuments(body: TReceivedListRequest) {
  return callOperation(listReceivedDocuments, { body });
}

export function receivedDocumentsQueryOptions(body: TReceivedListRequest) {
  return queryOptions({
    queryKey: [...receivedKey, 'list', body],
    queryFn: () => getReceivedDocuments(body),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useReceivedDocuments(body: TReceivedListRequest) {
  return useQuery(receivedDocumentsQueryOptions(body));
}
