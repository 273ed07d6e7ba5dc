import type { TInstitution } from '@docverify/contract/documents/document';
import { CATEGORY_IDS, type TCategoryId } from '@docverify/contract/documents/vocabulary';
import type { Db } from '../../db/database';
import { categoriesOf } from '../organisations/organisations.repository';

const isCategoryId = (value: string): value is TCategoryId => (CATEGORY_IDS as readonly string[]).includes(value);

/** Organisations with their country's name: what every view of a verifying body starts from. */
export function institutions(db: Db) {
  return db
    .selectFrom('organisations')
    .leftJoin('countries', 'countries.code', 'organisations.country_code')
    .select([
      'organisations.id',
      'organisations.name',
      'organisations.referral_code',
      'organisations.industry',
      'organisations.country_code',
      'countries.name as country_name',
      'organisations.city',
      'organisations.email',
      'organisations.phone',
      'organisations.verification_status',
      'organisations.transcript_access',
      'organisations.created_by_user_id',
      'organisations.created_at',
      'organisations.updated_at',
      'organisations.website',
      'organisations.domain',
      'organisations.categories',
      'organisations.domain_verified_at',
    ]);
}

export type InstitutionRow = Awaited<ReturnType<ReturnType<typeof institutions>['executeTakeFirstOrThrow']>>;

export function toInstitution(row: InstitutionRow): TInstitution {
  return {
    id: row.id,
    company_name: row.name,
    // The referral code is the organisation's stable public reference.
    company_ref: row.referral_code,
    company_industry: row.industry,
    country_code: row.country_code,
    CountryName: row.country_name,
    city: row.city,
    email: row.email,
    phone: row.phone,
    verifier_status: row.verification_status,
    dateOfCompanyUpdate: row.updated_at ?? row.created_at,
    website: row.website,
    domain: row.domain,
    domain_verified: row.domain_verified_at !== null,
    categories: categoriesOf(row).filter(isCategoryId),
  };
}

/** Verifying bodies are the organisations an administrator has verified; the others receive nothing. */
export async function listVerifyingBodies(
  db: Db,
  filter: { countryCode?: string; category?: TCategoryId } = {},
): Promise<TInstitution[]> {
  let query = institutions(db)
    .where('organisations.verification_status', '=', 'verified')
    .orderBy('organisations.name')
    .orderBy('organisations.id');
  if (filter.countryCode) query = query.where('organisations.country_code', '=', filter.countryCode);
  if (filter.category) {
    const category = filter.category;
    // Read through the (category, organisation) key: only the bodies that verify this category.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('organisation_categories')
          .select('organisation_categories.organisation_id')
          .where('organisation_categories.category_id', '=', category)
          .whereRef('organisation_categories.organisation_id', '=', 'organisations.id'),
      ),
    );
  }
  return (await query.execute()).map(toInstitution);
}

/** One organisation whatever its verification status, with the person who signed it up (its authorised person). */
export async function findInstitution(db: Db, organisationId: string) {
  const row = await institutions(db).where('organisations.id', '=', organisationId).executeTakeFirst();
  if (!row) return undefined;
  const person = row.created_by_user_id
    ? await db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', row.created_by_user_id)
        .executeTakeFirst()
    : undefined;
  return {
    institution: toInstitution(row),
    authorisedPerson: person ? { firstName: person.first_name, lastName: person.last_name, email: person.email } : null,
  };
}
