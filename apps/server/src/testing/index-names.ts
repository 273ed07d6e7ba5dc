import { sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

/** The names of every index in the test database (its schema on PostgreSQL): what a migration built or dropped. */
export async function indexNames(db: Db, schema?: string): Promise<string[]> {
  if (dialectOf(db) === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = ${schema ?? 'public'}`.execute(db);
  return rows.rows.map((row) => row.name);
}
