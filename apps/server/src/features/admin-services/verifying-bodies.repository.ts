import type { TVerificationStatus } from '@docverify/contract/admin/services';
import { sql, type SqlBool } from 'kysely';
import { pageWithTotal } from '../../db/query-helpers';
import type { Db } from '../../db/database';
import type { OrganisationRow } from '../../db/schema';
import { likePattern } from '../../lib/like';
import { institutions, type InstitutionRow } from '../institutions/institutions.repository';

/** Each body with its authorised person: the account that signed it up, read by primary key. */
const bodies = (db: Db) =>
  institutions(db)
    .leftJoin('users as person', 'person.id', 'organisations.created_by_user_id')
    .select([
      'person.first_name as person_first_name',
      'person.last_name as person_last_name',
      'person.email as person_email',
      'person.phone as person_phone',
    ]);
export type BodyRow = InstitutionRow & {
  person_first_name: string | null;
  person_last_name: string | null;
  person_email: string | null;
  person_phone: string | null;
};

/** One page of organisations, newest first, and how many match in all. */
export async function listBodiesPage(
  db: Db,
  filter: { limit: number; offset: number; search?: string; verification_status?: TVerificationStatus },
): Promise<{ rows: BodyRow[]; total: number }> {
  let query = bodies(db);
  if (filter.verification_status) {
    query = query.where('organisations.verification_status', '=', filter.verification_status);
  }
  if (filter.search) {
    // One expression on both databases: `||` joins text in SQLite and PostgreSQL alike.
    query = query.where(
      sql<SqlBool>`lower(organisations.name || ' ' || organisations.referral_code || ' ' || coalesce(organisations.email, '') || ' ' || coalesce(organisations.city, '')) like ${likePattern(filter.search)} escape '\\'`,
    );
  }
  return pageWithTotal(query, (rows) =>
    rows
      .orderBy('organisations.created_at', 'desc')
      .orderBy('organisations.id')
      .limit(filter.limit)
      .offset(filter.offset),
  );
}

export const findBodyRow = (db: Db, organisationId: string): Promise<BodyRow | undefined> =>
  bodies(db).where('organisations.id', '=', organisationId).executeTakeFirst();

export async function updateBodyStanding(
  db: Db,
  change: {
    id: string;
    verificationStatus: OrganisationRow['verification_status'];
    transcriptAccess: OrganisationRow['transcript_access'];
    now: string;
  },
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({
      verification_status: change.verificationStatus,
      transcript_access: change.transcriptAccess,
      updated_at: change.now,
    })
    .where('id', '=', change.id)
    .execute();
}

/** The organisation's own accounts (not its staff): who is told of a verification decision. */
export const listOrganisationAccounts = (db: Db, organisationId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('organisation_id', '=', organisationId)
    .where('category', '=', 'org')
    .execute();
