import { listDocumentRequests } from '@docverify/contract/documents/list-operations';
import type { TDocumentListRequest } from '@docverify/contract/documents/requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// One page (9 rows) of the caller's list, sorted, filtered and searched by the server,
// with the distinct values for the header filters.

/** Every documents query starts with this key, so a change to any request refreshes them all. */
export const documentsKey = ['documents'] as const;

export function getDocuments(body: TDocumentListRequest) {
  return callOperation(listDocumentRequests, { body });
}

export function documentsQueryOptions(body: TDocumentListRequest) {
  return queryOptions({
    queryKey: [...documentsKey, 'list', body],
    queryFn: () => getDocuments(body),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(body: TDocumentListRequest) {
  return useQuery(documentsQueryOptions(body));
}
