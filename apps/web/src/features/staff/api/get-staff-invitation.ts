import { ZStaffInvitationResponse } from '@docverify/contract/staff/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/staff/invitation/:token (public): the invited e-mail and organisation, or 404.

export async function getStaffInvitation(token: string, signal?: AbortSignal) {
  const response = await http.get(`/staff/invitation/${encodeURIComponent(token)}`, ZStaffInvitationResponse, {
    signal,
    anonymous: true,
  });
  return response.data;
}

export function staffInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => getStaffInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useStaffInvitation(token: string | null) {
  return useQuery({ ...staffInvitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
