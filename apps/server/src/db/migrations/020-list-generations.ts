import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { dropGenerationTriggers, GENERATIONS_TABLE, generationTriggers } from './counter-triggers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 045: the change counters that tell an instance whether a list answer it keeps is still
 * good. The table starts empty (a missing counter reads 0) and only grows by the triggers: no existing row is
 * read or rewritten, so it applies at once to a database of any size.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable(GENERATIONS_TABLE)
    .addColumn('scope', 'text', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull())
    .execute();
  await runStatements(db, generationTriggers(dialectOf(db)));
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, dropGenerationTriggers(dialectOf(db)));
  await db.schema.dropTable(GENERATIONS_TABLE).execute();
}
