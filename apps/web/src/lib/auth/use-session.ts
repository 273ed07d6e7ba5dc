import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type TSession } from '@/lib/auth/session';

/**
 * The session, re-rendering on every change. Apart from `session.ts`, which holds no React: the router's loaders
 * read the session outside any component (app/route-data).
 */
export function useSession(): TSession {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
