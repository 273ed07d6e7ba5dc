import type { TAuthResponse } from '@docverify/contract/auth/auth';
import { getCurrentUser as getCurrentUserOperation } from '@docverify/contract/auth/operations';
import type { TUser } from '@docverify/contract/auth/user';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callOperation } from '@/lib/http';
import { userTypeOf } from '@/lib/auth/roles';
import { startSession } from '@/lib/auth/session';
import { setSignInStage } from '@/lib/auth/sign-in-stage';
import { useSession } from '@/lib/auth/use-session';

// The signed-in user, shared by the layout, the guards and every feature.

export async function getCurrentUser(signal?: AbortSignal): Promise<TUser> {
  const response = await callOperation(getCurrentUserOperation, {}, { signal });
  // A reload learns here whether the session still waits for its second factor.
  if (response.signIn) setSignInStage(response.signIn);
  return response.user;
}

export const currentUserQueryKey = ['current-user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: token !== null });
}

/** Signs in from an auth response: stores token and type, and seeds the user so no page waits for it. */
export function useAcceptAuth(): (response: TAuthResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response: TAuthResponse) => {
      queryClient.setQueryData(currentUserQueryKey, response.user);
      // Before the session starts, so the guard that sees it also sees whether a second factor is still due.
      setSignInStage(response.signIn);
      startSession(response.token, userTypeOf(response.user));
    },
    [queryClient],
  );
}
