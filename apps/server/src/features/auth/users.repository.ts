import type { Db } from '../../db/database';
import type { NewUser, OrganisationRow, UserRow, UserUpdate } from '../../db/schema';
import { searchTextFields, userSearchText } from './search-text';

export type UserWithOrganisation = UserRow & {
  organisation: Pick<OrganisationRow, 'id' | 'name' | 'verification_status' | 'transcript_access'> | null;
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserWithOrganisation(db: Db, id: string): Promise<UserWithOrganisation | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .selectAll('users')
    .select([
      'organisations.name as org_name',
      'organisations.verification_status as org_verification_status',
      'organisations.transcript_access as org_transcript_access',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return withOrganisation(row);
}

type OrganisationColumns = {
  organisation_id: string | null;
  org_name: string | null;
  org_verification_status: OrganisationRow['verification_status'] | null;
  org_transcript_access: OrganisationRow['transcript_access'] | null;
};

/** A user row read with its organisation's columns (`org_…`), the organisation nested as the answers show it. */
export function withOrganisation<Row extends OrganisationColumns>(row: Row) {
  const { org_name, org_verification_status, org_transcript_access, ...user } = row;
  const organisation =
    user.organisation_id && org_name && org_verification_status && org_transcript_access
      ? {
          id: user.organisation_id,
          name: org_name,
          verification_status: org_verification_status,
          transcript_access: org_transcript_access,
        }
      : null;
  // Added to the copy the rest pattern made, not spread into another: every signed-in request reads a user here.
  return Object.assign(user, { organisation });
}

/** Every account is written here, with the search text made from it. */
export async function insertUser(db: Db, user: Omit<NewUser, 'search_text'>): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...user, search_text: userSearchText({ phone: null, ...user }) })
    .execute();
}

export async function updateUser(db: Db, id: string, patch: UserUpdate): Promise<void> {
  let search_text: string | undefined;
  if (searchTextFields.some((field) => patch[field] !== undefined)) {
    const current = await db.selectFrom('users').select(searchTextFields).where('id', '=', id).executeTakeFirst();
    if (current) search_text = userSearchText({ ...current, ...stripUndefined(patch) });
  }
  await db
    .updateTable('users')
    .set({ ...patch, ...(search_text === undefined ? {} : { search_text }) })
    .where('id', '=', id)
    .execute();
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/**
 * Removes an unconfirmed sign-up, and the organisation it brought, so the address can sign up again. Only while
 * still unconfirmed: a sign-up confirmed meanwhile stays, and the new insert then conflicts.
 */
export async function deleteUnconfirmedSignup(
  db: Db,
  user: { id: string; organisation_id: string | null },
): Promise<void> {
  await db.deleteFrom('users').where('id', '=', user.id).where('email_verified_at', 'is', null).execute();
  if (user.organisation_id) await db.deleteFrom('organisations').where('id', '=', user.organisation_id).execute();
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
