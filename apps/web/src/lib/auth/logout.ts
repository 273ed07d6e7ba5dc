import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '@/lib/http';
import { loginPathFor } from '@/lib/auth/roles';
import { endSession, getSession } from '@/lib/auth/session';

// POST /api/logout revokes the session on the server.

export function logout(): Promise<unknown> {
  // Every signed-in page's layout holds the sign-out: its answer's schema (and zod) load only when it is used.
  const schema = () => import('@docverify/contract/errors').then((module) => module.ZMessage);
  return http.post('/logout', undefined, schema, { ignoreUnauthorized: true });
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
