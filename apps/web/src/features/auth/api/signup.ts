import { ZSignupResponse, type TSignupRequest } from '@docverify/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/signup: creates an unconfirmed account and e-mails a code; nobody is signed in yet.

export function signup(body: TSignupRequest) {
  return http.post('/signup', body, ZSignupResponse, { anonymous: true });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
