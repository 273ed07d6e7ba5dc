import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { randomSecrets } from '../../lib/secrets';
import { SESSION_SECONDS, readSessionToken, signSessionToken } from './tokens';

const claims = { userId: 'user-1', sessionId: 'session-1' };
const issued = new Date('2026-11-25T10:00:00.500Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

/** The token with the character at `index` replaced by another of the base64url alphabet. */
function changeAt(token: string, index: number): string {
  const replacement = token[index] === 'A' ? 'B' : 'A';
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
}

describe('readSessionToken', () => {
  it('reads the claims of a token it signed, again and again', async () => {
    const secrets = randomSecrets();
    const token = await signSessionToken(secrets, claims, issued);
    expect(await readSessionToken(secrets, token, issued)).toEqual(claims);
    expect(await readSessionToken(secrets, token, later(60))).toEqual(claims);
    expect(await readSessionToken(secrets, token, later(SESSION_SECONDS - 1))).toEqual(claims);
  });

  it('verifies a new token asynchronously, then answers for it at once, expiry included', async () => {
    const secrets = randomSecrets();
    const token = await signSessionToken(secrets, claims, issued);
    const first = readSessionToken(secrets, token, issued);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual(claims);
    expect(readSessionToken(secrets, token, later(60))).toEqual(claims);
    expect(readSessionToken(secrets, token, later(SESSION_SECONDS))).toBeUndefined();
    // Dropped once expired: shown again, it is verified afresh (and refused by jose's own expiry check).
    const again = readSessionToken(secrets, token, later(SESSION_SECONDS));
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toBeUndefined();
  });

  it('refuses a token read before once it has expired by the clock it is given', async () => {
    const secrets = randomSecrets();
    const token = await signSessionToken(secrets, claims, issued);
    expect(await readSessionToken(secrets, token, later(SESSION_SECONDS - 1))).toEqual(claims);
    expect(await readSessionToken(secrets, token, later(SESSION_SECONDS))).toBeUndefined();
    expect(await readSessionToken(secrets, token, later(SESSION_SECONDS + 3600))).toBeUndefined();
    // Never read while valid: refused on first sight too.
    const fresh = await signSessionToken(secrets, { ...claims, sessionId: 'session-2' }, issued);
    expect(await readSessionToken(secrets, fresh, later(SESSION_SECONDS))).toBeUndefined();
  });

  it('refuses a token differing by one character from one it accepted, in any part', async () => {
    const secrets = randomSecrets();
    const token = await signSessionToken(secrets, claims, issued);
    expect(await readSessionToken(secrets, token, issued)).toEqual(claims);
    const [header, payload] = token.split('.') as [string, string, string];
    // The middle of the header, of the claims and of the signature.
    for (const index of [
      Math.floor(header.length / 2),
      header.length + 1 + Math.floor(payload.length / 2),
      header.length + payload.length + 2 + 10,
    ]) {
      const changed = changeAt(token, index);
      expect(changed).not.toBe(token);
      expect(await readSessionToken(secrets, changed, issued), `character ${index}`).toBeUndefined();
    }
    expect(await readSessionToken(secrets, `${token}x`, issued)).toBeUndefined();
    expect(await readSessionToken(secrets, token.slice(0, -1), issued)).toBeUndefined();
    expect(await readSessionToken(secrets, token, issued)).toEqual(claims);
  });

  it('refuses a token accepted under one secret when read under another', async () => {
    const secrets = randomSecrets();
    const token = await signSessionToken(secrets, claims, issued);
    expect(await readSessionToken(secrets, token, issued)).toEqual(claims);
    expect(await readSessionToken(randomSecrets(), token, issued)).toBeUndefined();
  });

  it('refuses another algorithm, an unsigned token and missing claims, every time', async () => {
    const secrets = randomSecrets();
    const payload = { sid: claims.sessionId, sub: claims.userId, iat: 0, exp: 4_000_000_000 };
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(secrets.jwtKey);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode(payload)}.`;
    const noSession = await new SignJWT({ sub: claims.userId, exp: payload.exp })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secrets.jwtKey);
    for (const token of [hs512, unsigned, noSession, hs512]) {
      expect(await readSessionToken(secrets, token, issued)).toBeUndefined();
    }
  });
});
