import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack signs each webhook with HMAC-SHA512 of the raw body, keyed by the secret key, in hex. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function isValidPaystackSignature(secretKey: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
