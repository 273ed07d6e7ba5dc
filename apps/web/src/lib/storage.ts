// The only code that touches browser storage. Keys and formats are the spec's (section 3), so a session
// written by another tab or by a browser test is read the same way.

export const storageKeys = {
  /** JSON string of the auth token, e.g. "\"eyJ…\"". */
  token: 'userToken',
  /** '1' or '2' for administrators, otherwise the user's category. */
  userType: 'userType',
  /** The e-mail waiting for its one-time code, kept for this tab only. */
  pendingEmail: 'pendingEmail',
  /** Set in this tab when the server ended the session (401), so the sign-in page can say why. */
  sessionExpired: 'sessionExpired',
  /** JSON of where the session stands in signing in, so a reload still lands on the second-factor step. */
  signInStage: 'signInStage',
} as const;

// Storage can throw (disabled cookies, private modes, full quota): the app must still run, signed in for
// this page's lifetime only.
function read(area: Storage | undefined, key: string): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) area?.removeItem(key);
    else area?.setItem(key, value);
  } catch {
    // See read(): nothing else to do.
  }
}

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const perTab = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export function readStoredToken(): string | null {
  const raw = read(local(), storageKeys.token);
  if (raw === null) return null;
  try {
    const token: unknown = JSON.parse(raw);
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

export function readStoredUserType(): string | null {
  return read(local(), storageKeys.userType) || null;
}

export function storeAuth(token: string, userType: string): void {
  write(local(), storageKeys.token, JSON.stringify(token));
  write(local(), storageKeys.userType, userType);
}

export function clearStoredAuth(): void {
  write(local(), storageKeys.token, null);
  write(local(), storageKeys.userType, null);
  write(local(), storageKeys.signInStage, null);
}

export function rememberPendingEmail(email: string): void {
  write(perTab(), storageKeys.pendingEmail, email);
}

export function readPendingEmail(): string | null {
  return read(perTab(), storageKeys.pendingEmail);
}

export function forgetPendingEmail(): void {
  write(perTab(), storageKeys.pendingEmail, null);
}

export function rememberSessionExpired(): void {
  write(perTab(), storageKeys.sessionExpired, '1');
}

export function readSessionExpired(): boolean {
  return read(perTab(), storageKeys.sessionExpired) === '1';
}

export function forgetSessionExpired(): void {
  write(perTab(), storageKeys.sessionExpired, null);
}

export function readStoredSignInStage(): string | null {
  return read(local(), storageKeys.signInStage);
}

export function storeSignInStage(value: string | null): void {
  write(local(), storageKeys.signInStage, value);
}
