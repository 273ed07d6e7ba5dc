import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { SurchargesTable } from '../../db/schema';

export type SurchargeRow = Selectable<SurchargesTable>;

export function findOrganisationSurcharge(db: Db, organisationId: string): Promise<SurchargeRow | undefined> {
  return db.selectFrom('surcharges').selectAll().where('organisation_id', '=', organisationId).executeTakeFirst();
}

/** False when the organisation already has one (its unique index decides a race). */
export async function insertOrganisationSurcharge(db: Db, row: SurchargeRow): Promise<boolean> {
  const result = await db
    .insertInto('surcharges')
    .values(row)
    .onConflict((conflict) => conflict.column('organisation_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateOrganisationSurcharge(
  db: Db,
  organisationId: string,
  patch: Pick<SurchargeRow, 'amount_minor' | 'updated_at' | 'updated_by_user_id'>,
): Promise<boolean> {
  const result = await db
    .updateTable('surcharges')
    .set(patch)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
