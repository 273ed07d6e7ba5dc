import { signOut } from '@docverify/contract/auth/operations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callOperation } from '@/lib/http';
import { loginPathFor } from '@/lib/auth/roles';
import { endSession, getSession } from '@/lib/auth/session';

// Signing out revokes the session on the server.

export function logout(): Promise<unknown> {
  return callOperation(signOut, {}, { ignoreUnauthorized: true });
}

/**
 * Spec section 4: logout clears token and type and goes to /login/admin for types 1 or 2, else /login.
 * The server call is not awaited: a slow or failed call must not keep the user signed in here.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const { userType } = getSession();
    logout().catch(() => undefined);
    endSession();
    queryClient.clear();
    void navigate(loginPathFor(userType), { replace: true });
  }, [queryClient, navigate]);
}
