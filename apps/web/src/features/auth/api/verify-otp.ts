import type { TVerifyOtpRequest } from '@docverify/contract/auth/auth';
import { verifyAdminSignupCode, verifySignupCode } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { callOperation } from '@/lib/http';
import { forgetPendingEmail } from '@/lib/storage';
import { forPortal, type TPortal } from '@/features/auth/api/portal';
import { toastAccountConfirmed } from '@/features/auth/components/code-toasts';

// Confirms a sign-up; answers like a login.

export function verifyOtp(portal: TPortal, body: TVerifyOtpRequest) {
  const operation = forPortal(portal, { user: verifySignupCode, admin: verifyAdminSignupCode });
  return callOperation(operation, { body }, { anonymous: true });
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
