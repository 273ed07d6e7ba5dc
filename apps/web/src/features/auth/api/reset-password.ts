import type { TResetPasswordRequest } from '@docverify/contract/auth/auth';
import { resetAdminPassword, resetPassword as resetUserPassword } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { forPortal, type TPortal } from '@/features/auth/api/portal';

// Sets a new password with the code; every session of the account ends.

export function resetPassword(portal: TPortal, body: TResetPasswordRequest) {
  const operation = forPortal(portal, { user: resetUserPassword, admin: resetAdminPassword });
  return callOperation(operation, { body }, { anonymous: true });
}

export function useResetPassword(portal: TPortal) {
  return useMutation({ mutationFn: (body: TResetPasswordRequest) => resetPassword(portal, body) });
}
