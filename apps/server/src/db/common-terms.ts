import { LRUCache } from 'lru-cache';
import type { Db } from './database';
import type { SearchedTable } from './search-index';

/** How many common terms a database's memory holds (the least recently searched forgotten first). */
const REMEMBERED_TERMS = 2_000;
/** How long a term is taken as common before the search index is asked again. */
export const COMMON_TERM_MS = 10 * 60_000;

const memories = new WeakMap<Db, LRUCache<string, true>>();

function memoryOf(db: Db): LRUCache<string, true> {
  let memory = memories.get(db);
  if (!memory) {
    memory = new LRUCache({
      max: REMEMBERED_TERMS,
      ttl: COMMON_TERM_MS,
      // Each look reads the wall clock (no cached "now"), so a test's clock moves the expiry too.
      ttlResolution: 0,
      perf: { now: () => Date.now() },
    });
    memories.set(db, memory);
  }
  return memory;
}

// The limit is part of the key: "more than 1,000 rows" says nothing about "more than 5,000".
const keyOf = (table: SearchedTable, term: string, limit: number) => `${table}\u0000${limit}\u0000${term}`;

/**
 * Terms the search index found in more than `limit` rows of a table (decision 036). Asking the index costs a common
 * term the most (it reads a thousand candidates to learn there are more; on PostgreSQL it builds the whole bitmap
 * of the term's trigrams), and the answer is then thrown away for a row-by-row read. A person paging through a
 * common term's results, and everyone searching the same name, asks again and again; remembered here, only the
 * first of them pays. Only a hint: a term that has since become rare (rows deleted) is still found by the
 * row-by-row read, its count estimated rather than exact, until the memory expires.
 */
export const commonTerms = {
  has: (db: Db, table: SearchedTable, term: string, limit: number): boolean =>
    memoryOf(db).get(keyOf(table, term, limit)) !== undefined,
  remember(db: Db, table: SearchedTable, term: string, limit: number): void {
    memoryOf(db).set(keyOf(table, term, limit), true);
  },
};
