import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { deleteExpiredBatch } from './expired-records.repository';
import { KNOWN_DEVICE_DAYS } from './new-device';

const BATCH = 1000;
/** Kept a while past expiry, so an operator looking into a complaint about a sign-in still finds its session. */
export const EXPIRED_KEPT_DAYS = 7;
/** Sessions stay as long as the new-device check looks back (decision 076): ended ones say which devices are known. */
export const EXPIRED_SESSIONS_KEPT_DAYS = KNOWN_DEVICE_DAYS;

/**
 * Deletes one-time codes and passkey challenges that expired more than a week ago and sessions more than 90 days
 * ago, a thousand rows per statement (each an index range on `expires_at`), so a backlog of millions never holds a
 * long lock or a big transaction.
 */
export async function deleteExpiredRecords(
  db: Db,
  clock: Clock,
): Promise<{ sessions: number; codes: number; challenges: number }> {
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const purge = async (table: 'sessions' | 'one_time_codes' | 'webauthn_challenges', before: string) => {
    let deleted = 0;
    for (;;) {
      const count = await deleteExpiredBatch(db, table, { before, limit: BATCH });
      deleted += count;
      if (count < BATCH) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return {
    sessions: await purge('sessions', daysAgo(EXPIRED_SESSIONS_KEPT_DAYS)),
    codes: await purge('one_time_codes', daysAgo(EXPIRED_KEPT_DAYS)),
    challenges: await purge('webauthn_challenges', daysAgo(EXPIRED_KEPT_DAYS)),
  };
}
