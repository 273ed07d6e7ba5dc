import type { Db } from '../../apps/server/src/db/database';
import { down, up } from '../../apps/server/src/db/migrations/023-drop-change-counters';

/**
 * The change counters' triggers (and on PostgreSQL the change notices) put back as migrations 020–022 made them:
 * migration 023 taken down, to measure what they cost the writes.
 */
export const restoreCounterTriggers = (db: Db) => down(db);

/** Taken away again, as migration 023 does. */
export const dropCounterTriggers = (db: Db) => up(db);
