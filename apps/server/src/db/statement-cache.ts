import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Enough for every query shape the product runs (values are always bound, never written into the SQL). */
const CACHED_STATEMENTS = 1000;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles SQL on each prepare: the largest single cost of
 * a signed-in request in the issue 10 profile (13 %). Compiled statements are kept by their text and reused,
 * the least recently used dropped past the limit.
 */
export function withStatementCache(sqlite: SQLiteDatabase, limit = CACHED_STATEMENTS): SqliteDatabase {
  const cache = new LRUCache<string, Statement>({ max: limit });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      // A statement still being iterated (a streamed export) cannot start a second run: compile another.
      if (cached?.busy) return sqlite.prepare(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      return statement;
    },
  };
}
