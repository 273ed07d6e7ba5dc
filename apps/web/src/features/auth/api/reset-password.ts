import type { TResetPasswordRequest } from '@docverify/contract/auth/auth';
import { ZMessage } from '@docverify/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { portalPath, type TPortal } from '@/features/auth/api/portal';

// POST /api/resetpassword and POST /api/system/admin/resetpassword: set a new password with the code;
// every session of the account ends.

export function resetPassword(portal: TPortal, body: TResetPasswordRequest) {
  return http.post(portalPath(portal, '/resetpassword'), body, ZMessage, { anonymous: true });
}

export function useResetPassword(portal: TPortal) {
  return useMutation({ mutationFn: (body: TResetPasswordRequest) => resetPassword(portal, body) });
}
