import type { TAdminSignupRequest } from '@docverify/contract/auth/auth';
import { signUpAdmin } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// An administrator account from an invitation; a code goes to the invited
// address.

export function adminSignup(body: TAdminSignupRequest) {
  return callOperation(signUpAdmin, { body }, { anonymous: true });
}

export function useAdminSignup() {
  return useMutation({ mutationFn: adminSignup });
}
