import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors';

/** The values of a row's sort columns, in order: where a page ends, and the next begins. */
export type CursorKey = (string | number)[];

export type PageCursor = { direction: 'after' | 'before'; key: CursorKey };

const ZPayload = z.object({
  /** Which list, filtered and sorted how: a cursor from another view of the list is ignored, not misapplied. */
  f: z.string().max(32),
  d: z.enum(['after', 'before']),
  k: z
    .array(z.union([z.string().max(300), z.number()]))
    .min(1)
    .max(6),
});

/** A short name for a list's identity (scope, filters, search, order), carried in its cursors. */
export function listFingerprint(identity: unknown): string {
  return createHash('sha256').update(JSON.stringify(identity)).digest('base64url').slice(0, 16);
}

export function encodeCursor(fingerprint: string, cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, d: cursor.direction, k: cursor.key })).toString('base64url');
}

/**
 * The cursor, if it belongs to this view of the list. A cursor of another view (the filters changed since) is
 * dropped and the page found by its number; one that is not a cursor at all is the client's mistake (400).
 * Tampering gains nothing: a cursor is only a position, and the query still applies the caller's scope.
 */
export function decodeCursor(token: string | undefined, fingerprint: string): PageCursor | undefined {
  // The small lists' cursors only name a page number (`p3`): the request's `page` says the same.
  if (!token || /^p\d+$/.test(token)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    payload = undefined;
  }
  const parsed = ZPayload.safeParse(payload);
  if (!parsed.success) throw AppError.validation('cursor', 'Page cursor is not valid');
  if (parsed.data.f !== fingerprint) return undefined;
  return { direction: parsed.data.d, key: parsed.data.k };
}
