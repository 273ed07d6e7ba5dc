import { ZSignupResponse, type TAdminSignupRequest } from '@docverify/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/system/admin/signup: an administrator account from an invitation; a code goes to the invited
// address.

export function adminSignup(body: TAdminSignupRequest) {
  return http.post('/system/admin/signup', body, ZSignupResponse, { anonymous: true });
}

export function useAdminSignup() {
  return useMutation({ mutationFn: adminSignup });
}
