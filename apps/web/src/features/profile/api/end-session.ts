import { endMySession } from '@docverify/contract/auth/session-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { signedInSessionsKey } from '@/features/profile/api/get-signed-in-sessions';

// Signs one of the person's other devices out.

export function endSession(sessionId: string) {
  return callOperation(endMySession, { params: { sessionId } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInSessionsKey }),
  });
}
