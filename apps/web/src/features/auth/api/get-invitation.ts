import { getAdminInvitation } from '@docverify/contract/auth/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The invited e-mail and admin type, or 404.

export async function getInvitation(token: string, signal?: AbortSignal) {
  const response = await callOperation(getAdminInvitation, { params: { token } }, { signal, anonymous: true });
  return response.data;
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['admin-invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
