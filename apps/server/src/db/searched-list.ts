import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { listLimits } from '../lib/paging/limits';
import type { FetchRows } from '../lib/paging/resolve-page';
import type { Db } from './database';
import type { KeyedRow } from './keyset';
import { MIN_INDEXED_TERM, searchCandidates } from './search-candidates';
import type { SearchedTable } from './search-index';
import { estimateMatches } from './search-estimate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEb = ExpressionBuilder<any, any>;

/**
 * How a list with a search box reads and counts a search (decision 016). Without a term: the list as it is,
 * counted by its tallies (`listed`). A term the search index finds in at most `listLimits.searchCandidates`
 * rows of the whole table: those candidates, filtered and sorted, counted exactly (`matched` holds them). Any
 * other term: the list read in order and checked row by row, its count estimated from a sample.
 */
export async function searchedList(
  db: Db,
  list: {
    table: SearchedTable;
    /** Lower-cased, trimmed; undefined for no search. */
    term: string | undefined;
    listed: number;
    /** The list's reader: plain, checking the term row by row, or over the search index's candidates. */
    fetchFor: (candidates?: number[]) => FetchRows<KeyedRow>;
    /** The list's condition and order, for the estimate's sample. */
    where: (eb: AnyEb) => Expression<SqlBool>;
    order: { columns: string[]; direction: 'asc' | 'desc' };
  },
): Promise<{ fetch: FetchRows<KeyedRow>; total: number; totalExact: boolean; matched?: number[] }> {
  const { term } = list;
  if (!term) return { fetch: list.fetchFor(), total: list.listed, totalExact: true };
  const limit = listLimits.searchCandidates;
  if (term.length >= MIN_INDEXED_TERM) {
    const candidates = await searchCandidates(db, list.table, term, limit + 1);
    if (candidates.length <= limit) {
      const fetch = list.fetchFor(candidates);
      const matched = (await fetch({ reverse: false, limit: limit + 1 })).map((row) => row.seq);
      return { fetch, total: matched.length, totalExact: true, matched };
    }
  }
  const estimate = await estimateMatches(db, { ...list, term });
  return { fetch: list.fetchFor(), total: estimate.total, totalExact: estimate.exact };
}
