import type { Db } from '../../db/database';

/** Deletes up to `limit` rows of the table that expired before `before`; answers how many went. */
export async function deleteExpiredBatch(
  db: Db,
  table: 'sessions' | 'one_time_codes' | 'webauthn_challenges',
  { before, limit }: { before: string; limit: number },
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where('expires_at', '<', before).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
