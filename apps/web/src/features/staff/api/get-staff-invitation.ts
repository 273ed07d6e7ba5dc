import { getStaffInvitation as getStaffInvitationOperation } from '@docverify/contract/staff/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The invited e-mail and organisation, or 404.

export async function getStaffInvitation(token: string, signal?: AbortSignal) {
  const response = await callOperation(getStaffInvitationOperation, { params: { token } }, { signal, anonymous: true });
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
