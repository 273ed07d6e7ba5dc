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
 * The `seq` of up to `limit` rows whose search text may contain `term` (three characters or more): every row that
 * does is among them while fewer than `limit` come back. SQLite's index (detail=none) knows only which rows hold
 * every trigram, so its candidates are checked against the text by the caller; PostgreSQL's trigram index is
 * checked by the query itself.
 */
export async function searchCandidates(db: Db, table: SearchedTable, term: string, limit: number): Promise<number[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ seqs: number[] }>`
      select coalesce(json_agg(seq), '[]') as seqs from (
        select seq from ${sql.table(table)} where search_text like ${likePattern(term)} escape '\\' limit ${limit}
      ) as candidates`.execute(db);
    return rows[0]!.seqs;
  }
  const index = searchIndexName(table);
  // One JSON array rather than a row per candidate: a common term reads a thousand (db/json-rows).
  const { rows } = await sql<{ seqs: string }>`
    select coalesce(json_group_array(seq), '[]') as seqs from (
      select rowid as seq from ${sql.table(index)} where ${sql.table(index)} match ${ftsQuery(term)} limit ${limit}
    )`.execute(db);
  return JSON.parse(rows[0]!.seqs) as number[];
}
