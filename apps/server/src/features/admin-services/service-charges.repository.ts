import type { Db } from '../../db/database';

/** Every document type, with its category and the platform's charge for it (none yet: nulls). */
function chargesByType(db: Db) {
  return db
    .selectFrom('document_types')
    .innerJoin('document_categories', 'document_categories.id', 'document_types.category_id')
    .leftJoin('service_charges', 'service_charges.document_type_id', 'document_types.id')
    .leftJoin('users', 'users.id', 'service_charges.updated_by_user_id')
    .select([
      'document_types.id as document_type_id',
      'document_types.name as document_type_name',
      'document_categories.id as category_id',
      'document_categories.name as category_name',
      'service_charges.amount_minor',
      'service_charges.currency',
      'service_charges.updated_at',
      'users.first_name',
      'users.last_name',
    ])
    .orderBy('document_categories.sort_order')
    .orderBy('document_types.sort_order')
    .orderBy('document_types.id');
}

export type ChargeRow = Awaited<ReturnType<ReturnType<typeof chargesByType>['execute']>>[number];

export const listChargesByType = (db: Db): Promise<ChargeRow[]> => chargesByType(db).execute();

export const findChargeOfType = (db: Db, documentTypeId: string): Promise<ChargeRow | undefined> =>
  chargesByType(db).where('document_types.id', '=', documentTypeId).executeTakeFirst();

/** False when the type already has a charge (the unique document type decides a race). */
export async function insertServiceCharge(
  db: Db,
  charge: { id: string; documentTypeId: string; amount: number; currency: string; now: string; byUserId: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('service_charges')
    .values({
      id: charge.id,
      document_type_id: charge.documentTypeId,
      amount_minor: charge.amount,
      currency: charge.currency,
      updated_at: charge.now,
      updated_by_user_id: charge.byUserId,
    })
    .onConflict((conflict) => conflict.column('document_type_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateServiceChargeAmount(
  db: Db,
  change: { documentTypeId: string; amount: number; now: string; byUserId: string },
): Promise<void> {
  await db
    .updateTable('service_charges')
    .set({ amount_minor: change.amount, updated_at: change.now, updated_by_user_id: change.byUserId })
    .where('document_type_id', '=', change.documentTypeId)
    .execute();
}
