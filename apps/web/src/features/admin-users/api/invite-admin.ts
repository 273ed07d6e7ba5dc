import type { TAdminInvite } from '@docverify/contract/admin/users';
import { inviteAdministrator } from '@docverify/contract/admin/users-operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Super administrators only: e-mails an invitation to sign up as administrator.

export function inviteAdmin(body: TAdminInvite) {
  return callOperation(inviteAdministrator, { body });
}

export function useInviteAdmin() {
  return useMutation({ mutationFn: inviteAdmin });
}
