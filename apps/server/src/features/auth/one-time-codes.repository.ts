import type { Db } from '../../db/database';
import type { OneTimeCodeRow } from '../../db/schema';

type Purpose = OneTimeCodeRow['purpose'];

export async function findLatestCode(db: Db, email: string, purpose: Purpose): Promise<OneTimeCodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new code replaces every earlier one for the same e-mail and purpose. */
export async function replaceCode(
  db: Db,
  row: Omit<OneTimeCodeRow, 'attempts' | 'consumed_at'>,
  /** More to write in the same transaction: the e-mail carrying the code. */
  alongside: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('one_time_codes')
      .set({ consumed_at: row.created_at })
      .where('email', '=', row.email)
      .where('purpose', '=', row.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({ ...row, attempts: 0, consumed_at: null })
      .execute();
    await alongside(trx);
  });
}

/** Takes one try if any is left, in a single conditional statement (atomic on both databases). */
export async function takeAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Consumes only an unconsumed code, so two racing requests cannot both succeed. */
export async function consumeCode(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
