import type { TSignupRequest } from '@docverify/contract/auth/auth';
import { signUp } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Creates an unconfirmed account and e-mails a code; nobody is signed in yet.

export function signup(body: TSignupRequest) {
  return callOperation(signUp, { body }, { anonymous: true });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
