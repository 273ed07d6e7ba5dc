import { getPublicVerification } from '@docverify/contract/documents/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The result of a verified request, for whoever holds its code (public).

export async function getVerification(viewerCode: string, signal?: AbortSignal) {
  // Public: a signed-in visitor's token has no say here, and a stale one must not sign them out.
  const response = await callOperation(getPublicVerification, { params: { viewerCode } }, { signal, anonymous: true });
  return response.data;
}

export function verificationQueryOptions(viewerCode: string) {
  return queryOptions({
    queryKey: ['public-verification', viewerCode],
    queryFn: ({ signal }) => getVerification(viewerCode, signal),
    // An unknown code is an answer, not a hiccup.
    retry: false,
  });
}

export function useVerification(viewerCode: string) {
  return useQuery(verificationQueryOptions(viewerCode));
}
