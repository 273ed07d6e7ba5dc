import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';
import { down, up } from '../../apps/server/src/db/migrations/028-tallies-applied-at-commit';
import { dropWriteLockTriggers, writeLockTriggers } from '../../apps/server/src/db/migrations/write-lock-triggers';
import { runStatements } from '../../apps/server/src/db/run-statements';

/**
 * How PostgreSQL's writes keep the tallies, to compare under concurrent writers: as decision 062 did (tallies
 * applied in place, every write of requests and payments behind one advisory lock), in place with no lock (what
 * deadlocked before 062), and as decision 075 does (applied at commit in one order: migration 028, the latest).
 */
export const tallyWrites = ['062: in place, one lock', 'in place, no lock', '075: at commit, in order'] as const;
export type TallyWrites = (typeof tallyWrites)[number];

/** From the latest schema to `mode`. */
export async function useTallyWrites(db: Db, mode: TallyWrites): Promise<void> {
  if (mode === '075: at commit, in order') return;
  await down(db);
  if (mode === 'in place, no lock') await runStatements(db, dropWriteLockTriggers());
}

/** Back to the latest schema from `mode`. */
export async function restoreTallyWrites(db: Db, mode: TallyWrites): Promise<void> {
  if (mode === '075: at commit, in order') return;
  if (mode === 'in place, no lock') await runStatements(db, writeLockTriggers());
  await up(db);
}

/** PostgreSQL's count of deadlocks it broke in this database so far. */
export async function deadlocksSoFar(db: Db): Promise<number> {
  await sql`select pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ deadlocks: string }>`
    select deadlocks from pg_stat_database where datname = current_database()`.execute(db);
  return Number(rows[0]?.deadlocks ?? 0);
}
