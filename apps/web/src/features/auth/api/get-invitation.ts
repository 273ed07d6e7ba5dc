import { ZInvitationResponse } from '@docverify/contract/auth/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/system/admin/invitation/:token (public): the invited e-mail and admin type, or 404.

export async function getInvitation(token: string, signal?: AbortSignal) {
  const response = await http.get(`/system/admin/invitation/${encodeURIComponent(token)}`, ZInvitationResponse, {
    signal,
    anonymous: true,
  });
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
