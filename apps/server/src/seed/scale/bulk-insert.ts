import type { DatabaseTarget } from '../../db/database';
import { openPostgresBulkWriter } from './postgres-bulk';
import { openSqliteBulkWriter } from './sqlite-bulk';
import type { EncodedTable } from './encode';

/**
 * Writes a seed in one transaction, so a failed or interrupted seed leaves the database as it found it. Indexes
 * (and on PostgreSQL foreign keys) are set aside while rows stream in and built once at the end, from the
 * definitions the migrations created; primary keys and unique constraints stay, and keep guarding the data.
 * PostgreSQL's writer queues its indexes in that transaction, for the seed to build after the commit (046).
 */
export type BulkWriter = {
  /** Resolves once the database has taken the rows, so at most a few batches wait in memory. */
  write(batch: EncodedTable[]): Promise<void>;
  /** Builds the indexes and constraints set aside, commits, and says how long that took and what took it. */
  commit(): Promise<{ indexSeconds: number; steps: TimedStep[] }>;
  /** Rolls everything back (the schema's indexes included); safe to call after a failed write. */
  rollback(): Promise<void>;
};

/**
 * One statement of the index phase and its seconds: the seed prints the slowest, so its cost can be read. A step
 * done `beside` ran on another thread while the seed wrote rows or built indexes: it adds to no phase's time.
 */
export type TimedStep = {
  step: string;
  seconds: number;
  beside?: boolean;
  /** Built after the commit, this many at a time (seed-at-scale.ts). */
  atOnce?: number;
};

/** PostgreSQL's `maintenance_work_mem` for the seed's index builds and foreign key checks. */
export const BUILD_MEMORY = '512MB';

/** Runs each statement in order, timing each; `label` names it in the report (its first words). */
export async function runTimed(statements: string[], run: (sql: string) => unknown): Promise<TimedStep[]> {
  const steps: TimedStep[] = [];
  for (const sql of statements) {
    const started = performance.now();
    await run(sql);
    steps.push({ step: label(sql), seconds: (performance.now() - started) / 1000 });
  }
  return steps;
}

const label = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);

export async function openBulkWriter(target: DatabaseTarget): Promise<BulkWriter> {
  return target.dialect === 'sqlite' ? openSqliteBulkWriter(target.file) : openPostgresBulkWriter(target);
}
