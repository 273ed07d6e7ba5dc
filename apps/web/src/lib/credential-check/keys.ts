import { createLocalJWKSet, type JSONWebKeySet } from 'jose';

export type TFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What every check needs: how to fetch, and which origin is DocVerify (the page's own). */
export type TCheckContext = { fetch: TFetch; origin: string; now?: () => Date };

// A key set is a few hundred bytes; anything far larger is not ours.
const MAX_JWKS_BYTES = 64 * 1024;

export type TKeyStore = {
  /** The published keys as jose's key resolver, or the reason they could not be read. */
  resolver: () => Promise<ReturnType<typeof createLocalJWKSet> | { error: string }>;
  /** Whether a key with this kid is published (asked after a failed verification, to tell the two apart). */
  has: (kid: string) => Promise<boolean>;
};

/** True when `url` is on DocVerify's own origin: keys and status lists are fetched from nowhere else. */
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

/** DocVerify's published keys, fetched once per check from this origin's /.well-known/jwks.json. */
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
