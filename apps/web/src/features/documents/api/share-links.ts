import { ZShareListResponse, ZShareResponse, type TCreateShareRequest } from '@docverify/contract/shares/shares';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// A verified request's share links (decision 023): GET and POST /api/documents/{id}/shares, and
// POST /api/documents/{id}/shares/{shareId}/revoke.

export const shareLinksKey = (docId: string) => [...documentsKey, 'shares', docId] as const;
/** The view log hangs off the same request: a revocation shows there too (attempts after it are logged). */
export const shareViewsKey = (docId: string) => [...documentsKey, 'share-views', docId] as const;

const sharesPath = (docId: string) => `/documents/${encodeURIComponent(docId)}/shares`;

export function getShareLinks(docId: string) {
  return http.get(sharesPath(docId), ZShareListResponse);
}

export function shareLinksQueryOptions(docId: string) {
  return queryOptions({ queryKey: shareLinksKey(docId), queryFn: () => getShareLinks(docId) });
}

export function useShareLinks(docId: string) {
  return useQuery(shareLinksQueryOptions(docId));
}

export function useCreateShareLink(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateShareRequest) => http.post(sharesPath(docId), input, ZShareResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(docId) }),
  });
}

export function useRevokeShareLink(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      http.post(`${sharesPath(docId)}/${encodeURIComponent(shareId)}/revoke`, undefined, ZShareResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareLinksKey(docId) }),
        queryClient.invalidateQueries({ queryKey: shareViewsKey(docId) }),
      ]),
  });
}
