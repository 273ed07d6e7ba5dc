import type { TLoginRequest } from '@docverify/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { http } from '@/lib/http';
import { portalPath, type TPortal } from '@/features/auth/api/portal';

// POST /api/login and POST /api/system/admin/login (administrators only).

export function login(portal: TPortal, body: TLoginRequest) {
  // Imported with the request, not with the page: sign-in shows without zod (decision 019).
  const schema = () => import('@docverify/contract/auth/auth').then((module) => module.ZAuthResponse);
  return http.post(portalPath(portal, '/login'), body, schema, { anonymous: true });
}

export function useLogin(portal: TPortal) {
  const acceptAuth = useAcceptAuth();
  return useMutation({ mutationFn: (body: TLoginRequest) => login(portal, body), onSuccess: acceptAuth });
}
