import type { Db } from '../../db/database';

/** The columns "where you're signed in" shows of a session. */
const shown = ['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'stage'] as const;

/** A person's live sessions (not ended, not expired), newest first; bounded, as a list on a page must be. */
export function listLiveSessions(db: Db, p: { userId: string; now: string; limit: number }) {
  return db
    .selectFrom('sessions')
    .select(shown)
    .where('user_id', '=', p.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', p.now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit)
    .execute();
}

/** One live session, only if it is this user's: another person's session id reads as none. */
export function findLiveSessionOf(db: Db, p: { userId: string; sessionId: string; now: string }) {
  return db
    .selectFrom('sessions')
    .select(shown)
    .where('id', '=', p.sessionId)
    .where('user_id', '=', p.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', p.now)
    .executeTakeFirst();
}

export async function endSessionOf(db: Db, p: { userId: string; sessionId: string; now: string }): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: p.now })
    .where('id', '=', p.sessionId)
    .where('user_id', '=', p.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends every live session of the user but `keepSessionId`; how many it ended. */
export async function endSessionsExcept(
  db: Db,
  p: { userId: string; keepSessionId: string; now: string },
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: p.now })
    .where('user_id', '=', p.userId)
    .where('id', '!=', p.keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', p.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The different user agents the user signed in with since `since`, ended sessions included: what the new-device
 * check compares a sign-in with. Only sessions that finished signing in: a password tried without the second
 * factor does not make its device known. Bounded: someone with more distinct agents than this is told once too often.
 */
export async function recentUserAgents(db: Db, p: { userId: string; since: string; limit: number }) {
  const rows = await db
    .selectFrom('sessions')
    .select('user_agent')
    .distinct()
    .where('user_id', '=', p.userId)
    .where('stage', '=', 'complete')
    .where('created_at', '>=', p.since)
    .limit(p.limit)
    .execute();
  return rows.map((row) => row.user_agent);
}

/** Records that the session was used now (the session check calls it at most every few minutes per session). */
export async function markSessionSeen(db: Db, sessionId: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}
