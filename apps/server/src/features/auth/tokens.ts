import { SignJWT, jwtVerify } from 'jose';
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

/** The signature and expiry only; whether the session was revoked is the database's answer. */
export async function readSessionToken(secrets: Secrets, token: string, now: Date): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secrets.jwtKey, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}
