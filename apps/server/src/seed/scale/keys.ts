import { randomBytes } from 'node:crypto';
import { auditId } from '../../features/audit/audit';
import type { Random } from './random';

// The product's alphabets, each in byte order, so that counting up in them also sorts up.
const BASE32_SORTED = '234567ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE64URL_SORTED = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

function digits(value: number, alphabet: string, length: number): string {
  const base = alphabet.length;
  let text = '';
  for (let i = 0; i < length; i++) {
    text = alphabet[value % base] + text;
    value = Math.floor(value / base);
  }
  return text;
}

const hex = (value: number, length: number) => value.toString(16).padStart(length, '0');

/**
 * Every key a seeded row needs. Unique keys are spread over their whole range in the order the rows are written
 * (request n of N gets a value in the n-th of N equal slices), so they look random but each unique index only
 * ever grows at its end: a million random inserts into a B-tree cost SQLite several times more than appends.
 */
export class Keys {
  private sequence = 0;
  private auditSequence = 0;
  private readonly run: string;
  private secrets = Buffer.alloc(0);
  private secretOffset = 0;
  private uuidTime = Number.NaN;
  private uuidPrefix = '';

  constructor(
    private readonly random: Random,
    private readonly documents: number,
  ) {
    this.run = randomBytes(3).toString('hex');
  }

  /** Request n's slice of a range of `size` values, at a random place within it. */
  private spread(index: number, size: number): number {
    const slice = size / this.documents;
    return Math.floor((index + this.random.next()) * slice);
  }

  /**
   * A version-7 UUID: time first, then a counter, so rows written in time order append to the primary-key index
   * (the product's v4 UUIDs and these are the same type to every reader).
   */
  uuid(ms: number): string {
    if (ms !== this.uuidTime) {
      const time = hex(Math.floor(ms), 12);
      this.uuidTime = ms;
      this.uuidPrefix = `${time.slice(0, 8)}-${time.slice(8)}-7${this.run.slice(0, 3)}-8${this.run.slice(3)}-`;
    }
    return this.uuidPrefix + hex(this.sequence++, 12);
  }

  /** As the product writes them (`APP-2026-7KQ2M9XA`: 8 base-32 digits). */
  applicationId(index: number, year: number): string {
    return `APP-${year}-${digits(this.spread(index, 32 ** 8), BASE32_SORTED, 8)}`;
  }

  /** As `newPaymentReference` writes them: `DV-` and 20 hex digits, the first 10 unique to the request. */
  paymentReference(index: number): string {
    const unique = hex(this.spread(index, 16 ** 10), 10);
    const noise = hex(this.random.int(2 ** 20), 5) + hex(this.random.int(2 ** 20), 5);
    return `DV-${unique}${noise}`.toUpperCase();
  }

  /** The audit trail's sortable ids, in the trail's own format. */
  auditId(ms: number): string {
    const noise = hex(this.random.int(2 ** 24), 6) + hex(this.random.int(2 ** 24), 6);
    return auditId(ms, this.auditSequence++ % 36 ** 6, noise);
  }

  /**
   * A public viewer code is a secret: 32 base64url characters like `newSecretToken(24)`, of which the first 6 sort
   * with the request and the other 26 (156 bits) are `crypto` randomness, drawn from a pool.
   */
  viewerCode(index: number): string {
    if (this.secretOffset + 20 > this.secrets.length) {
      this.secrets = randomBytes(20 * 4096);
      this.secretOffset = 0;
    }
    const secret = this.secrets.toString('base64url', this.secretOffset, this.secretOffset + 20).slice(0, 26);
    this.secretOffset += 20;
    return digits(this.spread(index, 64 ** 6), BASE64URL_SORTED, 6) + secret;
  }
}
