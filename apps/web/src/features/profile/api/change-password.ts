import { changePassword as changePasswordOperation } from '@docverify/contract/profile/operations';
import type { TPasswordChange } from '@docverify/contract/profile/profile';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Needs the current password; the session stays signed in.

export function changePassword(body: TPasswordChange) {
  return callOperation(changePasswordOperation, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
