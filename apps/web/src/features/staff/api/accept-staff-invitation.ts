import { acceptStaffInvitation as acceptStaffInvitationOperation } from '@docverify/contract/staff/operations';
import type { TStaffInvitationAccept } from '@docverify/contract/staff/staff';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { callOperation } from '@/lib/http';

// Sets the password from the invitation; answers like a login.

export function acceptStaffInvitation(body: TStaffInvitationAccept) {
  return callOperation(acceptStaffInvitationOperation, { body }, { anonymous: true });
}

export function useAcceptStaffInvitation() {
  const acceptAuth = useAcceptAuth();
  return useMutation({ mutationFn: acceptStaffInvitation, onSuccess: acceptAuth });
}
