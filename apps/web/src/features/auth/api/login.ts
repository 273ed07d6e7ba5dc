import { ZAuthResponse, type TLoginRequest } from '@docverify/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { http } from '@/lib/http';
import { portalPath, type TPortal } from '@/features/auth/api/portal';

// POST /api/login and POST /api/system/admin/login (administrators only).

export function login(portal: TPortal, body: TLoginRequest) {
  return http.post(portalPath(portal, '/login'), body, ZAuthResponse, { anonymous: true });
}

export function useLogin(portal: TPortal) {
  const acceptAuth = useAcceptAuth();
  return useMutation({ mutationFn: (body: TLoginRequest) => login(portal, body), onSuccess: acceptAuth });
}
