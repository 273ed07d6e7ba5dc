import { ZAuthResponse } from '@docverify/contract/auth/auth';
import type { TStaffInvitationAccept } from '@docverify/contract/staff/staff';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { http } from '@/lib/http';

// POST /api/staff/invitation/accept: sets the password from the invitation; answers like a login.

export function acceptStaffInvitation(body: TStaffInvitationAccept) {
  return http.post('/staff/invitation/accept', body, ZAuthResponse, { anonymous: true });
}

export function useAcceptStaffInvitation() {
  const acceptAuth = useAcceptAuth();
  return useMutation({ mutationFn: acceptStaffInvitation, onSuccess: acceptAuth });
}
