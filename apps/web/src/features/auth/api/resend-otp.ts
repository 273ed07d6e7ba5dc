import type { TResendOtpRequest } from '@docverify/contract/auth/auth';
import { resendCode } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// A new sign-up or reset code; 429 with Retry-After when asked again too soon.

export function resendOtp(body: TResendOtpRequest) {
  return callOperation(resendCode, { body }, { anonymous: true });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
