import type { Db } from '../../db/database';

/** The surcharges row without an organisation: the platform's own. */
export const findPlatformSurchargeRow = (db: Db) =>
  db
    .selectFrom('surcharges')
    .select(['id', 'amount_minor', 'currency', 'created_at', 'updated_at'])
    .where('organisation_id', 'is', null)
    .executeTakeFirst();

/** False when a row with this id already stands. */
export async function insertPlatformSurcharge(
  db: Db,
  surcharge: { id: string; amount: number; currency: string; now: string; byUserId: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('surcharges')
    .values({
      id: surcharge.id,
      organisation_id: null,
      amount_minor: surcharge.amount,
      currency: surcharge.currency,
      created_at: surcharge.now,
      updated_at: null,
      updated_by_user_id: surcharge.byUserId,
    })
    .onConflict((onConflict) => onConflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateSurchargeAmount(
  db: Db,
  change: { id: string; amount: number; now: string; byUserId: string },
): Promise<void> {
  await db
    .updateTable('surcharges')
    .set({ amount_minor: change.amount, updated_at: change.now, updated_by_user_id: change.byUserId })
    .where('id', '=', change.id)
    .execute();
}
