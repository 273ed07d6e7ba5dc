import type { TLoginRequest } from '@docverify/contract/auth/auth';
import { signIn, signInAdmin } from '@docverify/contract/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { callOperation } from '@/lib/http';
import { forPortal, type TPortal } from '@/features/auth/api/portal';

export function login(portal: TPortal, body: TLoginRequest) {
  return callOperation(forPortal(portal, { user: signIn, admin: signInAdmin }), { body }, { anonymous: true });
}

export function useLogin(portal: TPortal) {
  const acceptAuth = useAcceptAuth();
  return useMutation({ mutationFn: (body: TLoginRequest) => login(portal, body), onSuccess: acceptAuth });
}
