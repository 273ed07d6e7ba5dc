import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived from the server's secret: for secrets the server must read back (an authenticator
 * app's shared secret), so a copy of the database or a backup alone cannot produce codes. `v1.` leaves room for
 * another scheme; the authentication tag refuses any altered value.
 */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function unseal(key: Buffer, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('Unknown sealed format');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
