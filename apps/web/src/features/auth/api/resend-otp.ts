import type { TResendOtpRequest } from '@docverify/contract/auth/auth';
import { ZMessage } from '@docverify/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/otp/resend: a new sign-up or reset code; 429 with Retry-After when asked again too soon.

export function resendOtp(body: TResendOtpRequest) {
  return http.post('/otp/resend', body, ZMessage, { anonymous: true });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
