import { ZAuthResponse, type TVerifyOtpRequest } from '@docverify/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { http } from '@/lib/http';
import { forgetPendingEmail } from '@/lib/storage';
import { portalPath, type TPortal } from '@/features/auth/api/portal';
import { toastAccountConfirmed } from '@/features/auth/components/code-toasts';

// POST /api/otp/verify and POST /api/system/admin/otp/verify: confirm a sign-up; answers like a login.

export function verifyOtp(portal: TPortal, body: TVerifyOtpRequest) {
  return http.post(portalPath(portal, '/otp/verify'), body, ZAuthResponse, { anonymous: true });
}

export function useVerifyOtp(portal: TPortal) {
  const acceptAuth = useAcceptAuth();
  return useMutation({
    mutationFn: (body: TVerifyOtpRequest) => verifyOtp(portal, body),
    onSuccess: (response) => {
      forgetPendingEmail();
      toastAccountConfirmed();
      acceptAuth(response);
    },
  });
}
