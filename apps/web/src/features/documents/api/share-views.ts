import { listShareViews } from '@docverify/contract/shares/operations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { shareViewsKey } from '@/features/documents/api/share-links';

// Who opened the request's links, newest first; "Show more" follows `next`.

export const SHARE_VIEWS_PAGE = 10;

export function getShareViews(docId: string, before: string | undefined) {
  return callOperation(listShareViews, { params: { id: docId }, query: { limit: SHARE_VIEWS_PAGE, before } });
}

export function shareViewsQueryOptions(docId: string) {
  return infiniteQueryOptions({
    queryKey: shareViewsKey(docId),
    queryFn: ({ pageParam }) => getShareViews(docId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useShareViews(docId: string) {
  return useInfiniteQuery(shareViewsQueryOptions(docId));
}
