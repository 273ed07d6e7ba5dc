import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { deleteExpiredBatch } from './expired-records.repository';

const BATCH = 1000;
/** Kept a while past expiry, so an operator looking into a complaint about a sign-in still finds its session. */
export const EXPIRED_KEPT_DAYS = 7;

/**
 * Deletes sessions, one-time codes and passkey challenges that expired more than a week ago, a thousand rows per statement (each an
 * index range on `expires_at`), so a backlog of millions never holds a long lock or a big transaction.
 */
export async function deleteExpiredRecords(
  db: Db,
  clock: Clock,
): Promise<{ sessions: number; codes: number; challenges: number }> {
  const before = new Date(clock.now().getTime() - EXPIRED_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const purge = async (table: 'sessions' | 'one_time_codes' | 'webauthn_challenges') => {
    let deleted = 0;
    for (;;) {
      const count = await deleteExpiredBatch(db, table, { before, limit: BATCH });
      deleted += count;
      if (count < BATCH) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return {
    sessions: await purge('sessions'),
    codes: await purge('one_time_codes'),
    challenges: await purge('webauthn_challenges'),
  };
}
