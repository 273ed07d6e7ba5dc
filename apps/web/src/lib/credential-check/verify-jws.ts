import { compactVerify, decodeProtectedHeader, errors } from 'jose';
import type { TKeyStore } from '@/lib/credential-check/keys';

export type TVerified = { ok: true; kid: string; payload: unknown };
export type TNotVerified = {
  ok: false;
  /** malformed: not a compact JWS we accept; unknown_key: no published key has its kid; tampered: the signature fails. */
  reason: 'malformed' | 'unknown_key' | 'tampered' | 'keys_unavailable';
  detail: string;
};

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The protected header, when `jws` is a compact JWS at all. */
export function readHeader(jws: string): ReturnType<typeof decodeProtectedHeader> | null {
  if (!COMPACT_JWS.test(jws)) return null;
  try {
    return decodeProtectedHeader(jws);
  } catch {
    return null;
  }
}

/** The payload as JSON, before any verification: only to learn whose keys to ask for, never to trust. */
export function peekPayload(jws: string): unknown {
  try {
    const part = jws.split('.')[1] ?? '';
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    return null;
  }
}

/**
 * Verifies a compact JWS made by DocVerify: EdDSA only (never `none`, never a shared-secret HS256 a forger could
 * pick), the expected `typ`, a `kid`, and a signature by that published key.
 */
export async function verifyJws(jws: string, typ: string, keys: TKeyStore): Promise<TVerified | TNotVerified> {
  const header = readHeader(jws);
  if (!header) return { ok: false, reason: 'malformed', detail: 'it is not a compact JWS (three dot-separated parts)' };
  if (header.alg !== 'EdDSA') {
    return {
      ok: false,
      reason: 'malformed',
      detail: `its header names the algorithm ${String(header.alg)}, not EdDSA`,
    };
  }
  if (header.typ !== typ) {
    return { ok: false, reason: 'malformed', detail: `its header names the type ${String(header.typ)}, not ${typ}` };
  }
  if (typeof header.kid !== 'string' || header.kid === '') {
    return { ok: false, reason: 'malformed', detail: 'its header names no signing key (kid)' };
  }
  const kid = header.kid;
  const resolver = await keys.resolver();
  if ('error' in resolver) return { ok: false, reason: 'keys_unavailable', detail: resolver.error };
  try {
    const { payload } = await compactVerify(jws, resolver, { algorithms: ['EdDSA'] });
    return { ok: true, kid, payload: JSON.parse(new TextDecoder().decode(payload)) as unknown };
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey || !(await keys.has(kid))) {
      return { ok: false, reason: 'unknown_key', detail: `no key named ${kid} is among DocVerify's published keys` };
    }
    if (error instanceof SyntaxError) {
      return { ok: false, reason: 'malformed', detail: 'its signed content is not JSON' };
    }
    return { ok: false, reason: 'tampered', detail: `the signature does not match DocVerify's key ${kid}` };
  }
}
