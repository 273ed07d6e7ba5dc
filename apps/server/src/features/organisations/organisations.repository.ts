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

export async function industryExists(db: Db, name: string): Promise<boolean> {
  return Boolean(await db.selectFrom('industries').select('id').where('name', '=', name).executeTakeFirst());
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  return Boolean(await db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst());
}

/** What the organisation sign-up offers: the static company and industry lists, and the countries. */
export async function readSignupChoices(db: Db) {
  const [companies, industries, countries] = await Promise.all([
    db.selectFrom('companies').select('name').orderBy('name').execute(),
    db.selectFrom('industries').select('name').orderBy('sort_order').execute(),
    db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute(),
  ]);
  return {
    companies: companies.map((row) => row.name),
    industries: industries.map((row) => row.name),
    countries,
  };
}

export async function findOrganisationById(db: Db, id: string): Promise<OrganisationRow | undefined> {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
}
