import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type TSession } from '@/lib/auth/session';

/**
 * The session, re-rendering on every change. Apart from `session.ts` so that the entry (main.tsx), which reads the
 * session before the app's code arrives, does not need Preact (decision 047).
 */
export function useSession(): TSession {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
