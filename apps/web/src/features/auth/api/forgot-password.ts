import type { TForgotPasswordRequest } from '@docverify/contract/auth/auth';
import { ZMessage } from '@docverify/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { portalPath, type TPortal } from '@/features/auth/api/portal';

// POST /api/forgotpassword and POST /api/system/admin/forgotpassword: e-mail a reset code. The answer is
// the same whether or not the account exists.

export function forgotPassword(portal: TPortal, body: TForgotPasswordRequest) {
  return http.post(portalPath(portal, '/forgotpassword'), body, ZMessage, { anonymous: true });
}

export function useForgotPassword(portal: TPortal) {
  return useMutation({ mutationFn: (body: TForgotPasswordRequest) => forgotPassword(portal, body) });
}
