import { listMySessions } from '@docverify/contract/auth/session-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Where the signed-in person is signed in: their live sessions, this one marked.

export const signedInSessionsKey = ['user', 'sessions'] as const;

export const signedInSessionsQuery = () =>
  queryOptions({
    queryKey: signedInSessionsKey,
    queryFn: async ({ signal }) => (await callOperation(listMySessions, {}, { signal })).sessions,
  });

export function useSignedInSessions() {
  return useQuery(signedInSessionsQuery());
}
