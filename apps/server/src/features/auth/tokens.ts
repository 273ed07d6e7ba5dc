import type { KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Secrets } from '../../context';

export const SESSION_SECONDS = 7 * 24 * 60 * 60;

export type SessionClaims = { userId: string; sessionId: string };

export async function signSessionToken(secrets: Secrets, claims: SessionClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_SECONDS)
    .sign(secrets.jwtKey);
}

/** A token whose signature was checked: its claims, and the window (in JWT seconds) in which it is valid. */
type VerifiedToken = SessionClaims & { notBefore: number | undefined; expiresAt: number | undefined };

/** A few MB when full, and far more tokens than one instance sees in use at once. */
const VERIFIED_TOKENS = 10_000;

/**
 * Tokens verified with each key. A signature, once verified, stays verified: what jose checks besides is a
 * function of the token's bytes and the key, except the time window, which `readSessionToken` checks again on
 * every call. Keyed by the whole token, so a token differing in any character is verified from scratch; only
 * tokens that passed are kept. Per key, so a token is never accepted under another secret than its own.
 */
const verifiedByKey = new WeakMap<KeyObject, LRUCache<string, VerifiedToken>>();

function verifiedTokens(key: KeyObject): LRUCache<string, VerifiedToken> {
  let cache = verifiedByKey.get(key);
  if (!cache) verifiedByKey.set(key, (cache = new LRUCache({ max: VERIFIED_TOKENS })));
  return cache;
}

/** jose's own rule: valid from `nbf` (inclusive) until `exp` (exclusive), in whole seconds of `now`. */
function withinWindow(token: VerifiedToken, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (token.notBefore !== undefined && token.notBefore > seconds) return false;
  return token.expiresAt === undefined || token.expiresAt > seconds;
}

/**
 * The signature and expiry only; whether the session was revoked is the database's answer. A token seen before
 * skips jose's signature check (WebCrypto's async HMAC and key handling: ~14 % of a signed-in request), never
 * the expiry check, which runs against the app clock each time. Such a token is answered at once, not through a
 * promise (each one costs on the path every signed-in request takes); a new one is verified asynchronously.
 */
export function readSessionToken(
  secrets: Secrets,
  token: string,
  now: Date,
): SessionClaims | undefined | Promise<SessionClaims | undefined> {
  const cache = verifiedTokens(secrets.jwtKey);
  const cached = cache.get(token);
  if (!cached) return verifySessionToken(cache, secrets, token, now);
  if (withinWindow(cached, now)) return { userId: cached.userId, sessionId: cached.sessionId };
  // Expired (or the clock went back before `nbf`): dropped, so it is verified afresh if ever shown again.
  cache.delete(token);
  return undefined;
}

async function verifySessionToken(
  cache: LRUCache<string, VerifiedToken>,
  secrets: Secrets,
  token: string,
  now: Date,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secrets.jwtKey, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    cache.set(token, { ...claims, notBefore: payload.nbf, expiresAt: payload.exp });
    return claims;
  } catch {
    return undefined;
  }
}
