import { useState } from 'react';
import { useLocation } from 'react-router';
import { signInReason, type TSignInReason } from '@/lib/auth/session';

const messages: Record<NonNullable<TSignInReason>, string> = {
  expired: 'Your session has expired, sign in again',
  required: 'Sign in to continue',
};

/**
 * Says why the sign-in page is shown: the server ended the session, or the page asked for needs
 * one. A visit straight to /login says nothing. Read once, so it does not change under the person typing.
 */
export function SignInReason() {
  const location = useLocation();
  const sentFromPage = Boolean((location.state as { from?: unknown } | null)?.from);
  const [reason] = useState(() => signInReason(sentFromPage));
  if (!reason) return null;
  return (
    <p
      role="status"
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${
        reason === 'expired'
          ? 'border-amber-200 bg-amber-50 text-amber-900'
          : 'border-gray-200 bg-gray-50 text-gray-800'
      }`}
    >
      {messages[reason]}
    </p>
  );
}
