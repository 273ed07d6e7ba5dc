import type { TInstitution } from '@docverify/contract/documents/document';
import type { Db } from '../../db/database';

/** Verifying bodies are the organisations an administrator has verified; the others receive nothing. */
export async function listVerifyingBodies(db: Db, filter: { countryCode?: string } = {}): Promise<TInstitution[]> {
  let query = db
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
      'organisations.created_at',
      'organisations.updated_at',
    ])
    .where('organisations.verification_status', '=', 'verified')
    .orderBy('organisations.name')
    .orderBy('organisations.id');
  if (filter.countryCode) query = query.where('organisations.country_code', '=', filter.countryCode);
  const rows = await query.execute();
  return rows.map((row) => ({
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
  }));
}
