import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { allTallies, tallySources } from '../tallies/tallies';
import { dropTallyChangesStatements, noteTallyChangesFunction, tallyChangesStatements } from '../tallies/tally-changes';
import { dropTallyTriggers, tallyTriggers } from '../tallies/tally-spec';
import { dropWriteLockTriggers, writeLockTriggers } from './write-lock-triggers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 075, PostgreSQL only: the tallies' triggers note their changes and each transaction applies its notes
 * at commit in one global order, so concurrent writers cannot deadlock on tally rows; the advisory lock that made
 * every write of requests and payments wait for the one before it (decision 062) goes. SQLite has one writer at a
 * time and keeps applying tallies where the change happens. Functions and an empty table: applies at once.
 */
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await runStatements(db, [
    ...tallyChangesStatements(allTallies),
    ...tallySources.map((source) => noteTallyChangesFunction(source, allTallies)),
    ...dropWriteLockTriggers(),
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const source of tallySources) {
    await runStatements(db, [
      ...dropTallyTriggers('postgres', source),
      ...tallyTriggers('postgres', source, allTallies),
    ]);
  }
  await runStatements(db, [...dropTallyChangesStatements(), ...writeLockTriggers()]);
}
