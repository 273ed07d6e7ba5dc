import type { Db } from '../../db/database';
import type { OrganisationRow } from '../../db/schema';

export async function findOrganisationByReferral(db: Db, referralCode: string): Promise<OrganisationRow | undefined> {
  return db
    .selectFrom('organisations')
    .selectAll()
    .where('referral_code', '=', referralCode.toUpperCase())
    .executeTakeFirst();
}

export async function insertOrganisation(db: Db, organisation: OrganisationRow): Promise<void> {
  await db.insertInto('organisations').values(organisation).execute();
}
