import type { DatabaseTarget } from '../../db/database';
import { openPostgresBulkWriter } from './postgres-bulk';
import { openSqliteBulkWriter } from './sqlite-bulk';
import type { EncodedTable } from './encode';

/**
 * Writes a seed in one transaction, so a failed or interrupted seed leaves the database as it found it. Indexes
 * (and on PostgreSQL foreign keys) are set aside while rows stream in and built once at the end, from the
 * definitions the migrations created; primary keys and unique constraints stay, and keep guarding the data.
 */
export type BulkWriter = {
  /** Resolves once the database has taken the rows, so at most a few batches wait in memory. */
  write(batch: EncodedTable[]): Promise<void>;
  /** Builds the indexes and constraints set aside, commits, and says how long the index build took. */
  commit(): Promise<{ indexSeconds: number }>;
  /** Rolls everything back (the schema's indexes included); safe to call after a failed write. */
  rollback(): Promise<void>;
};

export async function openBulkWriter(target: DatabaseTarget): Promise<BulkWriter> {
  return target.dialect === 'sqlite' ? openSqliteBulkWriter(target.file) : openPostgresBulkWriter(target);
}
