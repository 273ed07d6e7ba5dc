import type { Db } from '../../db/database';
import type { OrganisationRow, UserRow } from '../../db/schema';
import { withOrganisation } from './users.repository';

export async function insertSession(
  db: Db,
  session: {
    id: string;
    user_id: string;
    created_at: string;
    expires_at: string;
    user_agent: string | null;
    ip: string | null;
    stage: 'complete' | 'second_factor';
    second_factor_at: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ revoked_at: null, ...session })
    .execute();
}

/** What the session check reads of the user: what the rules decide on and `GET /api/user` shows, no secrets. */
export type SessionUser = Pick<
  UserRow,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'category'
  | 'is_system_admin'
  | 'system_admin_type'
  | 'status'
  | 'organisation_id'
  | 'last_login_at'
  | 'updated_at'
  | 'created_at'
  | 'second_factor_enrolled_at'
> & {
  organisation: Pick<OrganisationRow, 'id' | 'name' | 'verification_status' | 'transcript_access'> | null;
  /** When the session check read it: when this session was last marked seen (decision 076). */
  session_last_seen_at?: string | null;
  /** The session's own step in signing in, and when it last gave a second factor (decision 078). */
  session_stage: 'complete' | 'second_factor';
  session_second_factor_at: string | null;
};

/**
 * One read per request: the session must be live (not revoked, not expired) and its user active. Undefined
 * otherwise. Everything a signed-in request decides on, and `GET /api/user` answers with, comes from this row.
 */
export async function findSessionUser(
  db: Db,
  p: { sessionId: string; userId: string; now: string },
): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.category',
      'users.is_system_admin',
      'users.system_admin_type',
      'users.status',
      'users.organisation_id',
      'users.last_login_at',
      'users.updated_at',
      'users.created_at',
      'users.second_factor_enrolled_at',
      'sessions.stage as session_stage',
      'sessions.second_factor_at as session_second_factor_at',
      'organisations.name as org_name',
      'organisations.verification_status as org_verification_status',
      'organisations.transcript_access as org_transcript_access',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.id', '=', p.sessionId)
    .where('sessions.user_id', '=', p.userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', p.now)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row && withOrganisation(row);
}

export async function revokeSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The session has given its second factor now: it may act, and its step-up window opens. */
export async function markSecondFactorGiven(db: Db, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ stage: 'complete', second_factor_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
