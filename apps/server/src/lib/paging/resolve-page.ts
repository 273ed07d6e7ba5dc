import { encodeCursor, type CursorKey, type PageCursor } from './cursor';
import { loopShare } from '../loop-share';
import { listLimits } from './limits';
import { pageCount, type PageInfo } from './page-info';

/**
 * Reads rows of a list in its own order or the reverse (`reverse`), strictly beyond `after` in the direction of
 * travel, skipping `offset` and returning at most `limit`. Each list implements it over its indexes.
 */
export type FetchRows<Row> = (request: {
  reverse: boolean;
  after?: CursorKey;
  offset?: number;
  limit: number;
}) => Promise<Row[]>;

/**
 * The rows of the page asked for, and the pagination bar's information (decision 016). With a cursor (the
 * client's Next or Previous) the page starts at that row: an index seek whatever the page number. Without one,
 * the first and last pages are read from their own end, pages near an end by a short OFFSET, and any other
 * page by walking to it in steps that never hold the server for long.
 */
export async function resolvePage<Row>(options: {
  page: number;
  pageSize: number;
  cursor: PageCursor | undefined;
  fingerprint: string;
  total: number;
  totalExact: boolean;
  fetch: FetchRows<Row>;
  keyOf: (row: Row) => CursorKey;
}): Promise<{ rows: Row[]; info: PageInfo }> {
  const { pageSize, cursor, total, totalExact, fetch, keyOf } = options;
  const totalPages = pageCount(total, pageSize);
  let page = options.page;
  let rows: Row[];
  let hasNext: boolean;

  if (cursor?.direction === 'after') {
    const found = await fetch({ reverse: false, after: cursor.key, limit: pageSize + 1 });
    rows = found.slice(0, pageSize);
    hasNext = found.length > pageSize;
  } else if (cursor?.direction === 'before') {
    const found = await fetch({ reverse: true, after: cursor.key, limit: pageSize + 1 });
    rows = found.slice(0, pageSize).reverse();
    // Fewer rows before it than a page (some were removed meanwhile): this is the first page.
    if (found.length <= pageSize) page = 1;
    hasNext = true;
  } else {
    const offset = (page - 1) * pageSize;
    const fromEnd = total - offset - pageSize;
    if (totalExact && page > 1 && fromEnd < listLimits.cheapOffset && offset < total) {
      // The last pages: read backwards from the end.
      const limit = Math.min(pageSize, total - offset);
      const found = await fetch({ reverse: true, offset: Math.max(0, fromEnd), limit });
      rows = found.reverse();
      hasNext = page < totalPages;
    } else if (offset <= listLimits.cheapOffset || !totalExact || offset >= total) {
      const found = await fetch({ reverse: false, offset, limit: pageSize + 1 });
      rows = found.slice(0, pageSize);
      hasNext = found.length > pageSize;
    } else {
      const reverse = fromEnd < offset;
      const start = await walk(fetch, keyOf, reverse, reverse ? fromEnd : offset);
      const limit = reverse ? Math.min(pageSize, total - offset) : pageSize + 1;
      const found = await fetch({ reverse, ...(start ? { after: start } : {}), limit });
      rows = reverse ? found.reverse() : found.slice(0, pageSize);
      hasNext = reverse ? page < totalPages : found.length > pageSize;
    }
  }

  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    info: {
      page,
      pageSize,
      total,
      totalPages,
      totalExact,
      next: hasNext && last ? encodeCursor(options.fingerprint, { direction: 'after', key: keyOf(last) }) : null,
      previous:
        page > 1 && first ? encodeCursor(options.fingerprint, { direction: 'before', key: keyOf(first) }) : null,
    },
  };
}

/** The key of the row just before the `skip`-th (0-based) in the direction of travel: a page starts after it. */
async function walk<Row>(
  fetch: FetchRows<Row>,
  keyOf: (row: Row) => CursorKey,
  reverse: boolean,
  skip: number,
): Promise<CursorKey | undefined> {
  let key: CursorKey | undefined;
  let remaining = skip;
  const giveWay = loopShare();
  while (remaining > 0) {
    const step = Math.min(listLimits.walkStep, remaining);
    const [row] = await fetch({ reverse, ...(key ? { after: key } : {}), offset: step - 1, limit: 1 });
    if (!row) return key;
    key = keyOf(row);
    remaining -= step;
    if (remaining > 0) await giveWay();
  }
  return key;
}
