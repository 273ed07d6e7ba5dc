import type { Db } from '../../db/database';

export async function insertSession(
  db: Db,
  session: {
    id: string;
    user_id: string;
    created_at: string;
    expires_at: string;
    user_agent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, revoked_at: null })
    .execute();
}

/** One query per request: the session must be live and its user active. */
/**
 * The live session's user and the organisation they act for, in one read: what every authorisation decision
 * of the request needs. Undefined when the session is revoked or expired or its user is inactive.
 */
export async function findSessionPrincipal(db: Db, sessionId: string, userId: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id as userId',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.category',
      'users.is_system_admin as isSystemAdmin',
      'users.system_admin_type as adminType',
      'users.organisation_id as organisationId',
      'organisations.verification_status as organisationStatus',
      'organisations.transcript_access as transcriptAccess',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
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
