import type { Db } from '../../apps/server/src/db/database';
import { dialectOf } from '../../apps/server/src/db/dialect';
import {
  dropGenerationTriggers,
  generationTriggers,
  referenceSources,
} from '../../apps/server/src/db/generations/generation-spec';
import { runStatements } from '../../apps/server/src/db/run-statements';

/** Takes the change-counter triggers away (migrations 020 and 022's), to measure writes without them. */
export async function dropCounterTriggers(db: Db): Promise<void> {
  const dialect = dialectOf(db);
  await runStatements(db, [...dropGenerationTriggers(dialect), ...dropGenerationTriggers(dialect, referenceSources)]);
}

/** Puts them back as the migrations made them. */
export async function restoreCounterTriggers(db: Db): Promise<void> {
  const dialect = dialectOf(db);
  await runStatements(db, [...generationTriggers(dialect), ...generationTriggers(dialect, referenceSources)]);
}
