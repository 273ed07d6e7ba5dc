import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCredential as getCredentialOperation } from '@docverify/contract/credentials/operations';
import { checkCredential } from '@/lib/credential-check/check-credential';
import { callOperation } from '@/lib/http';
import { issuerQueryOptions } from '@/lib/issuer';

// The newest credential issued for the request behind a viewer or share code (public), revoked or not, and when it
// was revoked. The page checks it in the browser rather than trusting this answer.

export async function getCredential(code: string, signal?: AbortSignal) {
  // Public: a signed-in visitor's token has no say here, and a stale one must not sign them out.
  const response = await callOperation(getCredentialOperation, { params: { code } }, { signal, anonymous: true });
  return response.data;
}

export function credentialQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['public-credential', code],
    queryFn: ({ signal }) => getCredential(code, signal),
    // Not found and Gone are answers, not hiccups.
    retry: false,
  });
}

export function useCredential(code: string) {
  return useQuery(credentialQueryOptions(code));
}

/**
 * The browser's own check of the credential: issuer, signature against the published keys, then the status list;
 * against this service as its credentials name it, at whatever address the page was opened (lib/issuer).
 */
export function useCredentialCheck(jws: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['credential-check', jws],
    queryFn: async () =>
      checkCredential(jws!, {
        fetch: (input, init) => fetch(input, init),
        issuer: (await queryClient.fetchQuery(issuerQueryOptions)).id,
        origin: window.location.origin,
      }),
    enabled: jws !== undefined,
    retry: false,
    // A revocation must show on the next visit, not from a cache.
    gcTime: 0,
  });
}
