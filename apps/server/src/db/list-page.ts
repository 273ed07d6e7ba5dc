import { decodeCursor, listFingerprint, type CursorKey } from '../lib/paging/cursor';
import { listLimits } from '../lib/paging/limits';
import { pageCount, type PageInfo } from '../lib/paging/page-info';
import { resolvePage, type FetchRows } from '../lib/paging/resolve-page';
import type { Db } from './database';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { commonTerms } from './common-terms';
import type { KeyedRow, KeysetPlan, ScanStats } from './keyset';
import { containsText } from './query-helpers';
import { MIN_INDEXED_TERM, searchCandidates } from './search-candidates';
import type { SearchedTable } from './search-index';

/** A search box's text as every list searches it: trimmed and lower-cased (search texts are), none when blank. */
export const searchTerm = (raw: string | undefined) => raw?.trim().toLowerCase() || undefined;

/** How a list reads its rows for a search: through the search index's candidates, or checking each row. */
export type SearchRead = { candidates: number[] } | { stats: ScanStats };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEb = ExpressionBuilder<any, any>;

/**
 * A list's keyset plan for a search (or none): over the candidates, the list's own conditions only checked
 * (`checked`, written so no index answers them); otherwise the list's index ranges, the term checked row by row
 * a window at a time, with what it saw recorded for the estimate.
 */
export function searchablePlan(
  db: Db,
  list: {
    table: SearchedTable;
    term: string | undefined;
    search: SearchRead | undefined;
    ranges: ((eb: AnyEb) => Expression<SqlBool>)[];
    checked: (eb: AnyEb) => Expression<SqlBool>[];
  },
): KeysetPlan {
  const { table, term, search } = list;
  const contains = (): Expression<SqlBool>[] => (term ? [containsText(db, `${table}.search_text`, term)] : []);
  if (search && 'candidates' in search) {
    const candidates = search.candidates.length > 0 ? search.candidates : [-1];
    return {
      kind: 'set',
      where: (eb) => eb.and([eb(sql.ref(`${table}.seq`), 'in', candidates), ...list.checked(eb), ...contains()]),
    };
  }
  return {
    kind: 'ranges',
    ranges: list.ranges,
    ...(term ? { check: (eb: AnyEb) => eb.and(contains()) } : {}),
    ...(search ? { stats: search.stats } : {}),
  };
}

export type ListSource = {
  table: SearchedTable;
  /** Lower-cased, trimmed; undefined for no search. */
  term: string | undefined;
  /** How many rows the list holds before any search (its tallies). */
  listed: number;
  /** The list's reader: as it is, over a search's candidates, or checking the term row by row. */
  fetchFor: (search: SearchRead | undefined) => FetchRows<KeyedRow>;
  /** Everything that shapes the list (scope, filters, order): its cursors are only good for the same. */
  identity: unknown[];
};

/**
 * How a search is read: through the search index's candidates when the term has three characters or more and
 * the index finds it in at most `listLimits.searchCandidates` rows of the whole table; otherwise row by row. A term
 * the index recently found in more is not asked about again (db/common-terms).
 */
export async function searchRead(
  db: Db,
  table: SearchedTable,
  term: string | undefined,
): Promise<SearchRead | undefined> {
  if (!term) return undefined;
  const limit = listLimits.searchCandidates;
  if (term.length >= MIN_INDEXED_TERM && !commonTerms.has(db, table, term, limit)) {
    const candidates = await searchCandidates(db, table, term, limit + 1);
    if (candidates.length <= limit) return { candidates };
    commonTerms.remember(db, table, term, limit);
  }
  return { stats: { scanned: 0, matched: 0 } };
}

/**
 * How a list with a search box reads a page and counts it (decision 016). Without a term: the list as it is,
 * counted by its tallies. A term the search index finds in at most `listLimits.searchCandidates` rows of the
 * whole table: those candidates, filtered and sorted, counted exactly (`matched` holds them all). Any other term:
 * the list read in order, each row checked, a window at a time; its count is estimated from the share of matches
 * among the entries read (`totalExact` false), never below the rows already seen.
 */
export async function readListPage(
  db: Db,
  source: ListSource,
  request: { page: number; cursor: string | undefined; pageSize: number },
): Promise<{ rows: KeyedRow[]; info: PageInfo; matched?: number[] }> {
  const fingerprint = listFingerprint([source.table, source.term, ...source.identity]);
  const page = async (fetch: FetchRows<KeyedRow>, total: number, totalExact: boolean) =>
    resolvePage({
      ...request,
      cursor: decodeCursor(request.cursor, fingerprint),
      fingerprint,
      total,
      totalExact,
      fetch,
      keyOf: (row) => row.key,
    });

  const search = await searchRead(db, source.table, source.term);
  if (!search) return page(source.fetchFor(undefined), source.listed, true);
  if ('candidates' in search) {
    const fetch = source.fetchFor(search);
    const rows = await fetch({ reverse: false, limit: listLimits.searchCandidates + 1 });
    return { ...(await page(fetchFromRows(rows, fetch), rows.length, true)), matched: rows.map((row) => row.seq) };
  }
  const { stats } = search;
  const { rows, info } = await page(source.fetchFor(search), source.listed, false);
  const seen = (info.page - 1) * info.pageSize + rows.length + (info.next ? 1 : 0);
  const reachedEnd = !info.next && !request.cursor && request.page === 1;
  const estimate = stats.scanned > 0 ? Math.round((stats.matched / stats.scanned) * source.listed) : 0;
  const total = reachedEnd ? rows.length : Math.max(estimate, seen);
  return { rows, info: { ...info, total, totalExact: reachedEnd, totalPages: pageCount(total, info.pageSize) } };
}

const sameKey = (a: CursorKey, b: CursorKey) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * A page read from every matching row of a search, already read in order (a rare term's candidates): a slice, not
 * a second statement. A cursor whose row is no longer among them (it changed since) goes to the list's reader.
 */
function fetchFromRows(rows: KeyedRow[], fetch: FetchRows<KeyedRow>): FetchRows<KeyedRow> {
  return async (request) => {
    const ordered = request.reverse ? rows.toReversed() : rows;
    let start = 0;
    if (request.after !== undefined) {
      const at = ordered.findIndex((row) => sameKey(row.key, request.after!));
      if (at < 0) return fetch(request);
      start = at + 1;
    }
    start += request.offset ?? 0;
    return ordered.slice(start, start + request.limit);
  };
}
