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
export async function isSessionLive(db: Db, sessionId: string, userId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
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
