import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { deleteViewsBefore } from './shares.repository';

/** How long a view is kept (decision 023): long enough to answer "who checked my degree this year". */
export const VIEW_RETENTION_MONTHS = 12;
const BATCH = 1000;

/** The moment before which views are deleted: the same day and time, twelve months back. */
export function viewRetentionCutoff(now: Date): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - VIEW_RETENTION_MONTHS);
  return cutoff.toISOString();
}

/**
 * Deletes share views older than twelve months, a thousand per statement (each an index range on `viewed_at`),
 * yielding between batches, so a year's backlog never holds a long lock. Returns how many went.
 */
export async function deleteOldShareViews(db: Db, clock: Clock, batch = BATCH): Promise<number> {
  const before = viewRetentionCutoff(clock.now());
  let deleted = 0;
  for (;;) {
    const count = await deleteViewsBefore(db, before, batch);
    deleted += count;
    if (count < batch) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
