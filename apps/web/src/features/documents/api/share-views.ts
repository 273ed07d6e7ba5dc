import { ZShareViewsResponse } from '@docverify/contract/shares/shares';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { shareViewsKey } from '@/features/documents/api/share-links';

// GET /api/documents/{id}/share-views: who opened the request's links, newest first; "Show more" follows `next`.

export const SHARE_VIEWS_PAGE = 10;

export function getShareViews(docId: string, before: string | undefined) {
  const query = new URLSearchParams({ limit: String(SHARE_VIEWS_PAGE) });
  if (before) query.set('before', before);
  return http.get(`/documents/${encodeURIComponent(docId)}/share-views?${query}`, ZShareViewsResponse);
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
