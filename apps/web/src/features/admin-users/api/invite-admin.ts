import { ZAdminInviteResponse, type TAdminInvite } from '@docverify/contract/admin/users';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/system/admin/create/admin (super administrators): e-mails an invitation to sign up as administrator.

export function inviteAdmin(body: TAdminInvite) {
  return http.post('/system/admin/create/admin', body, ZAdminInviteResponse);
}

export function useInviteAdmin() {
  return useMutation({ mutationFn: inviteAdmin });
}
