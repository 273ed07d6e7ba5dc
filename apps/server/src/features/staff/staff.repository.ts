import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { likePattern } from '../../lib/like';

export type StaffRow = Pick<
  UserRow,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'status'
  | 'email_verified_at'
  | 'last_login_at'
  | 'created_at'
  | 'deactivated_by_admin_at'
>;

const staffColumns = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.phone',
  'users.status',
  'users.email_verified_at',
  'users.last_login_at',
  'users.created_at',
  'users.deactivated_by_admin_at',
] as const;

function organisationStaff(db: Db, organisationId: string, search: string | undefined) {
  let query = db
    .selectFrom('users')
    .where('users.organisation_id', '=', organisationId)
    .where('users.category', '=', 'staff');
  if (search) {
    const pattern = likePattern(search);
    // One expression on both databases: `||` joins text in SQLite and PostgreSQL alike.
    query = query.where(
      sql<SqlBool>`lower(users.first_name || ' ' || users.last_name || ' ' || users.email || ' ' || coalesce(users.phone, '')) like ${pattern} escape '\\'`,
    );
  }
  return query;
}

export async function listStaff(
  db: Db,
  filter: { organisationId: string; search: string | undefined; limit: number; offset: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const base = organisationStaff(db, filter.organisationId, filter.search);
  const [rows, count] = await Promise.all([
    base
      .select(staffColumns)
      .orderBy('users.last_name')
      .orderBy('users.first_name')
      .orderBy('users.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The record check: a staff member of this organisation, else nothing (the caller answers 404). */
export async function findOrganisationStaff(
  db: Db,
  organisationId: string,
  staffId: string,
): Promise<StaffRow | undefined> {
  return organisationStaff(db, organisationId, undefined)
    .where('users.id', '=', staffId)
    .select(staffColumns)
    .executeTakeFirst();
}

/** Whether the account is named by any record that must keep naming it (who decided, who paid, who sent). */
export async function hasActedOnDocuments(db: Db, userId: string): Promise<boolean> {
  const references = await Promise.all([
    db.selectFrom('document_events').select('id').where('actor_user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('documents').select('id').where('uploaded_by_user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('stored_files').select('id').where('uploaded_by_user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('payments').select('id').where('payer_user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return references.some((row) => row !== undefined);
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function insertStaffInvitation(
  db: Db,
  invitation: {
    id: string;
    user_id: string;
    token_hash: string;
    invited_by_user_id: string;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('staff_invitations')
    .values({ ...invitation, accepted_at: null })
    .execute();
}

/** An invitation still good: not used, not expired, and its account still active in an organisation. */
export async function findPendingStaffInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_invitations')
    .innerJoin('users', 'users.id', 'staff_invitations.user_id')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'staff_invitations.id',
      'staff_invitations.expires_at',
      'users.id as user_id',
      'users.email',
      'users.first_name',
      'organisations.name as organisation_name',
    ])
    .where('staff_invitations.token_hash', '=', tokenHash)
    .where('staff_invitations.accepted_at', 'is', null)
    .where('staff_invitations.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .where('users.category', '=', 'staff')
    .executeTakeFirst();
}

/** Marks the invitation used; false when another request used it first. */
export async function consumeStaffInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePendingStaffInvitations(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('staff_invitations').where('user_id', '=', userId).where('accepted_at', 'is', null).execute();
}
