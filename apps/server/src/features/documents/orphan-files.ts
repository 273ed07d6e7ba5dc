import type { AppContext } from '../../context';
import { findRecordedStorageKeys } from './documents.repository';
import { UPLOADS_FOLDER } from './submit-document';

/** What the sweep needs; the scheduler (jobs/product-jobs) runs it on one instance at a time. */
export type SweepContext = Pick<AppContext, 'db' | 'files' | 'clock' | 'log'>;

/**
 * An upload is written to the store before the transaction that records it commits, possibly on another instance;
 * an hour is far longer than that takes, so nothing in flight is ever taken for an orphan (decision 013).
 */
export const ORPHAN_GRACE_SECONDS = 60 * 60;
const BATCH_SIZE = 500;

/**
 * Removes the uploads no `stored_files` row references that are older than the grace period: files of requests
 * whose process died between writing the file and recording it. The listing is read a page at a time and checked
 * against the database one batch per query, so a huge store costs neither memory nor a query per file.
 */
export async function sweepOrphanFiles(
  ctx: SweepContext,
  { olderThanSeconds = ORPHAN_GRACE_SECONDS, batchSize = BATCH_SIZE } = {},
): Promise<{ examined: number; removed: number }> {
  const cutoff = ctx.clock.now().getTime() - olderThanSeconds * 1000;
  let examined = 0;
  let removed = 0;
  let batch: string[] = [];
  const removeUnrecorded = async () => {
    const recorded = await findRecordedStorageKeys(ctx.db, batch);
    for (const key of batch) {
      if (recorded.has(key)) continue;
      await ctx.files.remove(key);
      removed += 1;
    }
    batch = [];
  };

  for await (const object of ctx.files.list(UPLOADS_FOLDER, { pageSize: batchSize })) {
    examined += 1;
    if (object.lastModified.getTime() >= cutoff) continue;
    batch.push(object.key);
    if (batch.length >= batchSize) await removeUnrecorded();
  }
  await removeUnrecorded();
  ctx.log.info({ examined, removed }, 'swept orphan files');
  return { examined, removed };
}
