import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { changeNoticeTriggers, dropChangeNoticeTriggers } from './notice-triggers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 048: on PostgreSQL, every change to a session, an account or an organisation is announced to
 * every instance, which may then keep the session check's answer between requests. Triggers only: no row is read
 * or rewritten, so it applies at once to a database of any size. Nothing on SQLite.
 */
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') await runStatements(db, changeNoticeTriggers());
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') await runStatements(db, dropChangeNoticeTriggers());
}
