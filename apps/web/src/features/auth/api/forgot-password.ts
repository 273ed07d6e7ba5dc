import type { TForgotPasswordRequest } from '@docverify/contract/auth/auth';
import { requestAdminPasswordReset, requestPasswordReset } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { forPortal, type TPortal } from '@/features/auth/api/portal';

// E-mails a reset code. The answer is the same whether or not the account exists.

export function forgotPassword(portal: TPortal, body: TForgotPasswordRequest) {
  const operation = forPortal(portal, { user: requestPasswordReset, admin: requestAdminPasswordReset });
  return callOperation(operation, { body }, { anonymous: true });
}

export function useForgotPassword(portal: TPortal) {
  return useMutation({ mutationFn: (body: TForgotPasswordRequest) => forgotPassword(portal, body) });
}
