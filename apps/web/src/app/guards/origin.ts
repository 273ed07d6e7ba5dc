import type { Location } from 'react-router';

/** Router state a guard leaves behind when it sends a visitor to sign in. */
export type TOriginState = { from?: Location };

/** Where to go back after signing in, if the state names a place inside this app. */
export function originOf(state: unknown): string | null {
  const from = (state as TOriginState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  // Only same-app paths: "//host" would leave the site.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
