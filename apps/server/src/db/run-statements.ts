import { sql, type Kysely } from 'kysely';

/** Runs SQL texts one after another on `db` (generated triggers and indexes: migrations, tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function runStatements(db: Kysely<any>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
