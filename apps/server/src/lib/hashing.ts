import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keyed hash for short secrets (codes, tokens) so a leaked table does not reveal them. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
