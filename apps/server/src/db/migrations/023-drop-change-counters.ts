import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { dropGenerationTriggers, GENERATIONS_TABLE, generationTriggers, referenceSources } from './counter-triggers';
import { changeNoticeTriggers, dropChangeNoticeTriggers } from './notice-triggers';
import { dropWriteLockTriggers, writeLockTriggers } from './write-lock-triggers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 061: the answer caches and the session-check cache are gone, and with them what kept them honest: the
 * change counters' triggers on 14 tables and their table (migrations 020 and 022), and on PostgreSQL the change
 * notices (021). Every write stops paying for them. On PostgreSQL the counters' rows had also made every write of
 * requests and payments wait for the one before it, and the tallies relied on that: an advisory lock does it now,
 * on purpose (decision 062). Triggers and one small table: applies at once to a database of any size.
 */
export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await runStatements(db, [...dropGenerationTriggers(dialect), ...dropGenerationTriggers(dialect, referenceSources)]);
  await db.schema.dropTable(GENERATIONS_TABLE).ifExists().execute();
  if (dialect === 'postgres') await runStatements(db, [...dropChangeNoticeTriggers(), ...writeLockTriggers()]);
}

/** Puts them back as 020–022 made them; the counters start again from 0, which only an old cache would read. */
export async function down(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable(GENERATIONS_TABLE)
    .addColumn('scope', 'text', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull())
    .execute();
  await runStatements(db, [...generationTriggers(dialect), ...generationTriggers(dialect, referenceSources)]);
  if (dialect === 'postgres') await runStatements(db, [...dropWriteLockTriggers(), ...changeNoticeTriggers()]);
}
