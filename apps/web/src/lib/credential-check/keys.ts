import { createLocalJWKSet, type JSONWebKeySet } from 'jose';

export type TFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * What every check needs: how to fetch; `issuer`, who DocVerify's credentials name as their issuer (the address
 * people are given, which the server announces); and `origin`, where this page was opened. A phone on the LAN or a
 * second name for the same server opens the page elsewhere than `issuer`, and may not even reach `issuer` from
 * there: the same server publishes the same keys and lists at both, so they are fetched from `origin`.
 */
export type TCheckContext = { fetch: TFetch; issuer: string; origin: string; now?: () => Date };

// A key set is a few hundred bytes; anything far larger is not ours.
const MAX_JWKS_BYTES = 64 * 1024;

export type TKeyStore = {
  /** The published keys as jose's key resolver, or the reason they could not be read. */
  resolver: () => Promise<ReturnType<typeof createLocalJWKSet> | { error: string }>;
  /** Whether a key with this kid is published (asked after a failed verification, to tell the two apart). */
  has: (kid: string) => Promise<boolean>;
};

/** True when `url` is on the origin of `origin` (a URL or an origin): compares scheme, host and port. */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * Reads a bounded body as text: a hostile or broken answer cannot make the page hold megabytes.
 * Returns null when the body is over the limit.
 */
export async function boundedText(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  const text = await response.text();
  return text.length > limit ? null : text;
}

/**
 * DocVerify's published keys, fetched once per check from /.well-known/jwks.json where this page was opened (the
 * issuer's own server: the check has already refused a credential naming any other issuer).
 */
export function keyStore({ fetch, origin }: TCheckContext): TKeyStore {
  let loaded: Promise<JSONWebKeySet | { error: string }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      try {
        const response = await fetch(new URL('/.well-known/jwks.json', origin).href, {
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) return { error: `the key list answered ${response.status}` };
        const text = await boundedText(response, MAX_JWKS_BYTES);
        if (text === null) return { error: 'the key list is too large' };
        const parsed = JSON.parse(text) as unknown;
        if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as JSONWebKeySet).keys)) {
          return { error: 'the key list is not a JSON Web Key Set' };
        }
        return parsed as JSONWebKeySet;
      } catch {
        return { error: 'the key list could not be fetched' };
      }
    })();
    return loaded;
  };
  return {
    resolver: async () => {
      const set = await load();
      if ('error' in set) return set;
      try {
        return createLocalJWKSet(set);
      } catch {
        return { error: 'the key list is not a JSON Web Key Set' };
      }
    },
    has: async (kid) => {
      const set = await load();
      return !('error' in set) && set.keys.some((key) => key.kid === kid);
    },
  };
}
