import type { Db } from '../../db/database';
import { prepareQuery } from '../../db/prepared-query';
import type { OrganisationRow, UserRow } from '../../db/schema';
import type { SessionCache } from './session-cache';
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
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, revoked_at: null })
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
> & {
  organisation: Pick<OrganisationRow, 'id' | 'name' | 'verification_status' | 'transcript_access'> | null;
};

// Built and compiled once: every signed-in request runs it (db/prepared-query.ts).
const liveSessionUser = prepareQuery((db: Db, p: { sessionId: string; userId: string; now: string }) =>
  db
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
      'organisations.name as org_name',
      'organisations.verification_status as org_verification_status',
      'organisations.transcript_access as org_transcript_access',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.id', '=', p.sessionId)
    .where('sessions.user_id', '=', p.userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', p.now)
    .where('users.status', '=', 'active'),
);

/**
 * One read per request: the session must be live (not revoked, not expired) and its user active. Undefined
 * otherwise. Everything a signed-in request decides on, and `GET /api/user` answers with, comes from this row.
 * On SQLite outside a transaction it is answered at once (`takeFirstAtOnce`), elsewhere through a promise; on
 * PostgreSQL, from `cache` while the database has announced no change to it (decision 048).
 */
export function findSessionUser(
  db: Db,
  cache: SessionCache | undefined,
  session: { sessionId: string; userId: string; now: string },
): SessionUser | undefined | Promise<SessionUser | undefined> {
  if (!cache) {
    const row = liveSessionUser.takeFirstAtOnce(db, session);
    return row instanceof Promise ? row.then(sessionUserOf) : sessionUserOf(row);
  }
  const kept = cache.find(session.sessionId, session.userId, session.now);
  if (kept) return kept;
  const ticket = cache.ticket();
  return liveSessionUser.executeTakeFirst(db, session).then((row) => {
    const user = sessionUserOf(row);
    if (row && user) cache.keep(ticket, session.sessionId, user, row.session_expires_at);
    return user;
  });
}

type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof liveSessionUser.executeTakeFirst>>>;

// The session's end rides along on the user (one copy of the row a request, not two); nothing presents it.
function sessionUserOf(row: LiveSessionRow | undefined): SessionUser | undefined {
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
