import { sql } from 'kysely';
import { likePattern } from '../lib/like';
import type { Db } from './database';
import { dialectOf } from './dialect';
import { searchIndexName, type SearchedTable } from './search-index';

/** Terms shorter than this have no trigram: the search index cannot narrow them. */
export const MIN_INDEXED_TERM = 3;

/** The trigrams of a term, each quoted for an FTS5 query (a `"` inside doubled), all required. */
function ftsQuery(term: string): string {
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= term.length; i++) trigrams.add(term.slice(i, i + 3));
  return [...trigrams].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * How the product's own identifiers begin: `app-2026-` (an application id, `newApplicationId`) and `dv-` (a
 * reference, `newPaymentReference`), in nearly every row's search text (a request's, its payment's, its audit
 * entries'). The test strips both generators' output to their random parts.
 */
const SHARED_PREFIX = /app-\d{4}-|dv-/;

/** Shorter than this, a term's remaining part has too few trigrams to narrow the index on its own. */
const MIN_DISTINCTIVE = 4;

/**
 * The part of a term the trigram index is asked about on PostgreSQL (decision 037): the term without the
 * identifiers' shared beginnings, when what is left is long enough. pg_trgm's GIN index reads the whole list of
 * every trigram it is given, and `app`, `pp-`, `-20`, `202` are in almost every row: an application id cost 9 ms
 * to look up whole and 0.07 ms by its last eight characters, at a million requests.
 */
export function distinctivePart(term: string): string {
  const pieces = term.split(SHARED_PREFIX);
  if (pieces.length === 1) return term;
  const longest = pieces.reduce((best, piece) => (piece.length > best.length ? piece : best), '');
  return longest.length >= MIN_DISTINCTIVE ? longest : term;
}

/**
 * The `seq` of up to `limit` rows whose search text may contain `term` (three characters or more): every row that
 * does is among them while fewer than `limit` come back. SQLite's index (detail=none) knows only which rows hold
 * every trigram, so its candidates are checked against the text by the caller; PostgreSQL's trigram index is
 * asked about the term's distinctive part, and the whole term checked by the query itself (`strpos`, which no
 * index answers, so the planner cannot fold it back into the index's condition).
 */
export async function searchCandidates(db: Db, table: SearchedTable, term: string, limit: number): Promise<number[]> {
  if (dialectOf(db) === 'postgres') {
    const part = distinctivePart(term);
    const whole = part === term ? sql`` : sql`and strpos(search_text, ${term}) > 0`;
    const { rows } = await sql<{ seqs: number[] }>`
      select coalesce(json_agg(seq), '[]') as seqs from (
        select seq from ${sql.table(table)}
        where search_text like ${likePattern(part)} escape '\\' ${whole}
        limit ${limit}
      ) as candidates`.execute(db);
    return rows[0]!.seqs;
  }
  const index = searchIndexName(table);
  // One JSON array rather than a row per candidate: a common term reads a thousand.
  const { rows } = await sql<{ seqs: string }>`
    select coalesce(json_group_array(seq), '[]') as seqs from (
      select rowid as seq from ${sql.table(index)} where ${sql.table(index)} match ${ftsQuery(term)} limit ${limit}
    )`.execute(db);
  return JSON.parse(rows[0]!.seqs) as number[];
}
