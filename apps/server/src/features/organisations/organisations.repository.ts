import type { Db } from '../../db/database';
import type { OrganisationRow } from '../../db/schema';
import { nameWords } from '../../lib/body-names';

export async function findOrganisationByReferral(db: Db, referralCode: string): Promise<OrganisationRow | undefined> {
  return db
    .selectFrom('organisations')
    .selectAll()
    .where('referral_code', '=', referralCode.toUpperCase())
    .executeTakeFirst();
}

/** The categories a body's row names (comma-separated), as a list. */
export const categoriesOf = (row: Pick<OrganisationRow, 'categories'>) =>
  row.categories ? row.categories.split(',').filter(Boolean) : [];

/** An organisation with the rows it is found by: its categories (the wizard) and its name's words (look-alikes). */
export async function insertOrganisation(db: Db, organisation: OrganisationRow): Promise<void> {
  await db.insertInto('organisations').values(organisation).execute();
  await insertFindingRows(db, organisation);
}

/** Writes the category and name-word rows of a body; rows that exist already are left as they are. */
export async function insertFindingRows(db: Db, organisation: Pick<OrganisationRow, 'id' | 'name' | 'categories'>) {
  const categories = categoriesOf(organisation);
  if (categories.length > 0) {
    await db
      .insertInto('organisation_categories')
      .values(categories.map((category_id) => ({ category_id, organisation_id: organisation.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const words = nameWords(organisation.name);
  if (words.length > 0) {
    await db
      .insertInto('organisation_name_words')
      .values(words.map((word) => ({ word, organisation_id: organisation.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
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
