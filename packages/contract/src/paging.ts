import { z } from 'zod';

/**
 * The highest page any list accepts: a billion rows at 9 a page. (At 100,000, the last of a million requests'
 * 111,112 pages was out of reach.)
 */
export const MAX_PAGE_NUMBER = 111_111_112;

/** Every paged list's `page`: a whole number from 1, sent as text in query strings. */
export const ZPageNumber = z.coerce
  .number()
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(MAX_PAGE_NUMBER, `Page must be at most ${MAX_PAGE_NUMBER}`)
  .default(1);

/**
 * Where the page asked for starts: the `next` or `previous` of the page the client shows (decision 016). Opaque
 * to the client; without it the server finds the page from its number, which costs more far from either end.
 */
export const ZPageCursor = z
  .string()
  .max(600, 'Page cursor is not valid')
  .regex(/^[A-Za-z0-9_-]*$/, 'Page cursor is not valid')
  .optional()
  .transform((value) => value || undefined);

/** The request fields of every paged list. */
export const pageRequest = { page: ZPageNumber, cursor: ZPageCursor };

/** Every list's search box: trimmed, bounded. */
export const ZSearchTerm = z.string().trim().max(120, 'Search must be at most 120 characters').optional();

/** An id in a request body: a bad one reads as a record that does not exist. */
export const ZRecordId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^[\w-]{1,64}$/, `No such ${label.toLowerCase()}`);
