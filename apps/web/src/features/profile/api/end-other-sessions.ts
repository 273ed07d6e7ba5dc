import { endMyOtherSessions } from '@docverify/contract/auth/session-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { signedInSessionsKey } from '@/features/profile/api/get-signed-in-sessions';

// Signs out every session of the person but this one.

export function endOtherSessions() {
  return callOperation(endMyOtherSessions, {});
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInSessionsKey }),
  });
}
