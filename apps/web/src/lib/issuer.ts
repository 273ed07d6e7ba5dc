import { getIssuer } from '@docverify/contract/credentials/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

/**
 * This service as its credentials, e-mails and QR codes name it: `id` is the address people are given (the server's
 * PUBLIC_URL), which need not be the one this page was opened at (127.0.0.1, a LAN address, a second host name).
 * Links made here for others to open, and the public checks, use it rather than the browser's address.
 */
export const issuerQueryOptions = queryOptions({
  queryKey: ['issuer'],
  // Public: a signed-in visitor's token has no say here, and a stale one must not sign them out.
  queryFn: ({ signal }) => callOperation(getIssuer, {}, { signal, anonymous: true }).then((response) => response.data),
  // Fixed while the server runs.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useIssuer() {
  return useQuery(issuerQueryOptions);
}
