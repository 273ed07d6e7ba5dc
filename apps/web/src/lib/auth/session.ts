import {
  clearStoredAuth,
  forgetSessionExpired,
  readSessionExpired,
  readStoredToken,
  readStoredUserType,
  rememberSessionExpired,
  storageKeys,
  storeAuth,
} from '@/lib/storage';
import { resetSignInStage } from '@/lib/auth/sign-in-stage';

export type TSession = { token: string | null; userType: string | null };

// Spec section 2: "authenticated means the login state is set or a stored token exists". Storage is the
// source of truth, shared with other tabs; the in-memory login state only stands in for it when the browser
// refuses to store anything, so the user still stays signed in on this page.
let memoryOnly: TSession | null = null;
let snapshot: TSession = { token: null, userType: null };
const listeners = new Set<() => void>();

/** Stable between changes, as useSyncExternalStore requires. */
export function getSession(): TSession {
  const token = readStoredToken();
  const next = token ? { token, userType: readStoredUserType() } : (memoryOnly ?? { token: null, userType: null });
  if (next.token !== snapshot.token || next.userType !== snapshot.userType) snapshot = next;
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Login state: logged out becomes logged in on a successful auth response (token and type stored). */
export function startSession(token: string, userType: string): void {
  forgetSessionExpired();
  storeAuth(token, userType);
  memoryOnly = readStoredToken() === token ? null : { token, userType };
  notify();
}

export function endSession(): void {
  memoryOnly = null;
  clearStoredAuth();
  resetSignInStage();
  notify();
}

/**
 * The server refused the session (401: it expired, or was revoked by a password reset or a deactivation). It ends
 * here too, and the sign-in page says why instead of looking like a first visit.
 */
export function expireSession(): void {
  rememberSessionExpired();
  endSession();
}

/** Why the sign-in page is shown: the session expired, the visitor was sent from a page that needs one, or neither. */
export type TSignInReason = 'expired' | 'required' | null;

export function signInReason(sentFromPage: boolean): TSignInReason {
  if (readSessionExpired()) return 'expired';
  return sentFromPage ? 'required' : null;
}

/** Calls `listener` whenever the session may have changed, in this tab or another (`useSession`'s store). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.userType) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
