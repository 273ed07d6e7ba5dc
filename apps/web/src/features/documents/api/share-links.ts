import { createShareLink, listShareLinks, revokeShareLink } from '@docverify/contract/shares/operations';
import type { TCreateShareRequest } from '@docverify/contract/shares/shares';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// A verified request's share links (decision 023).

export const shareLinksKey = (docId: string) => [...documentsKey, 'shares', docId] as const;
/** The view log hangs off the same request: a revocation shows there too (attempts after it are logged). */
export const shareViewsKey = (docId: string) => [...documentsKey, 'share-views', docId] as const;

export function getShareLinks(docId: string) {
  return callOperation(listShareLinks, { params: { id: docId } });
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
    mutationFn: (body: TCreateShareRequest) => callOperation(createShareLink, { params: { id: docId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(docId) }),
  });
}

export function useRevokeShareLink(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callOperation(revokeShareLink, { params: { id: docId, shareId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareLinksKey(docId) }),
        queryClient.invalidateQueries({ queryKey: shareViewsKey(docId) }),
      ]),
  });
}
