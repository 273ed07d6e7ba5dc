import { ZMessage } from '@docverify/contract/errors';
import type { TPasswordChange } from '@docverify/contract/profile/profile';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/user/password: needs the current password; the session stays signed in.

export function changePassword(body: TPasswordChange) {
  return http.post('/user/password', body, ZMessage);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
