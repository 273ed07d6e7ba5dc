import { userSearchText } from '../features/auth/search-text';
import { insertFindingRows } from '../features/organisations/organisations.repository';
import { categoriesOfIndustry } from '../db/migrations/025-verifying-bodies-proven';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { isoNow } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import {
  companyNames,
  countries,
  defaultServiceCharges,
  documentCategories,
  documentTypes,
  industryNames,
  verifyingBodies,
} from './reference-data';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** Inserts the reference data; rows that exist already are left as they are, so it runs at every start. */
export async function seedReferenceData(db: Db, clock: Clock): Promise<void> {
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('countries')
      .values(countries)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('document_categories')
      .values([...documentCategories])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('document_types')
      .values(documentTypes)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('companies')
      .values(companyNames.map((name) => ({ id: slug(name), name })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('industries')
      .values(industryNames.map((name, i) => ({ id: slug(name), name, sort_order: i + 1 })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('service_charges')
      .values(
        Object.entries(defaultServiceCharges).map(([typeId, amount]) => ({
          id: `charge-${typeId}`,
          document_type_id: typeId,
          amount_minor: amount,
          currency: 'NGN',
          updated_at: now,
          updated_by_user_id: null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('organisations')
      .values(
        verifyingBodies.map((body) => ({
          ...body,
          website: `https://www.${body.domain}`,
          categories: categoriesOfIndustry(body.industry).join(','),
          evidence_file_id: null,
          // The operator seeds these bodies: their domains are taken as proven.
          domain_verified_at: now,
          domain_contact_email: null,
          email: null,
          phone: null,
          referral_code: body.id.replace('vb-', 'REF').toUpperCase(),
          verification_status: 'verified' as const,
          transcript_access: 'inactive' as const,
          created_by_user_id: null,
          created_at: now,
          updated_at: null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const body of verifyingBodies) {
      // Databases seeded before bodies named their domains get them now; a domain set since is left alone.
      await trx
        .updateTable('organisations')
        .set({ website: `https://www.${body.domain}`, domain: body.domain, domain_verified_at: now })
        .where('id', '=', body.id)
        .where('domain', 'is', null)
        .execute();
      await insertFindingRows(trx, {
        id: body.id,
        name: body.name,
        categories: categoriesOfIndustry(body.industry).join(','),
      });
    }
  });
}

export type FirstAdminResult = { email: string; generatedPassword?: string; created: boolean };

/**
 * The first administrator (type 1). Its password comes from ADMIN_PASSWORD, or is generated and returned
 * once for the log; never a fixed password in the code.
 */
export async function ensureFirstAdmin(
  db: Db,
  clock: Clock,
  options: { email: string; password: string | undefined; scryptCost: number },
): Promise<FirstAdminResult> {
  const existing = await db.selectFrom('users').select('id').where('is_system_admin', '=', 1).executeTakeFirst();
  if (existing) return { email: options.email, created: false };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const now = isoNow(clock);
  const identity = { email: options.email, first_name: 'System', last_name: 'Administrator', phone: null };
  const inserted = await db
    .insertInto('users')
    .values({
      ...identity,
      id: 'admin-first',
      password_hash: await hashPassword(options.password ?? generatedPassword!, options.scryptCost),
      search_text: userSearchText(identity),
      category: null,
      is_system_admin: 1,
      system_admin_type: '1',
      status: 'active',
      email_verified_at: now,
      organisation_id: null,
      referred_by_organisation_id: null,
      last_login_at: null,
      created_at: now,
      updated_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another instance starting at the same moment may have won the race; its password is the one logged.
  if (!inserted) return { email: options.email, created: false };
  return { email: options.email, generatedPassword, created: true };
}
