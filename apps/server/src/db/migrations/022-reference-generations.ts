import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { dropGenerationTriggers, generationTriggers, referenceSources } from './counter-triggers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 053: the `reference` change counter, moved by any change to the five small tables the forms'
 * lists read (companies, industries, countries, request categories and types), so an instance may keep those
 * answers. Triggers only: no row is read or rewritten.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(db, generationTriggers(dialectOf(db), referenceSources));
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, dropGenerationTriggers(dialectOf(db), referenceSources));
}
