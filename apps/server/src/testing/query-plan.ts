import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

/**
 * The plan the database chooses for a compiled query, as one line of text (SQLite's `explain query plan` details,
 * PostgreSQL's `explain` lines). A test's tables are near-empty, which PostgreSQL would rather scan whole: there the
 * planner is told not to (no sequential or bitmap scans), so the plan shows the index that serves the query at scale.
 */
export async function queryPlan(db: Db, compiled: CompiledQuery): Promise<string> {
  if (dialectOf(db) === 'sqlite') {
    const explained = CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]);
    return (await db.executeQuery<{ detail: string }>(explained)).rows.map((row) => row.detail).join(' ');
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('set local enable_bitmapscan = off'));
    const explained = CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]);
    return (await trx.executeQuery<{ 'QUERY PLAN': string }>(explained)).rows.map((row) => row['QUERY PLAN']).join(' ');
  });
}
