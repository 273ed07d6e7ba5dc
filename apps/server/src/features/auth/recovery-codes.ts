import { randomBytes } from 'node:crypto';
import { keyedHash } from '../../lib/hashing';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten letters and digits (50 bits), shown as "abcde-fghij" so they are easy to copy by hand. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const letters = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Stored keyed by the server's secret: a copy of the table alone cannot be tried offline. */
export function recoveryCodeHash(hashKey: Buffer, code: string): string {
  return keyedHash(hashKey, `recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}
