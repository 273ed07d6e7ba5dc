import type { TSessionsEnded, TSignedInSession } from '@docverify/contract/auth/sessions';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit';
import type { Actor } from './authenticate';
import { deviceInWords, deviceOf, networkOf } from './device';
import { endSessionOf, endSessionsExcept, findLiveSessionOf, listLiveSessions } from './signed-in-sessions.repository';

/** More live sessions than anyone has devices; a list beyond it would be a bug or an attack, not a person. */
const SESSIONS_SHOWN = 100;
const NO_SUCH_SESSION = 'This session has already ended, or is not yours';

type SessionRow = {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string | null;
  stage: 'complete' | 'second_factor';
};

function present(row: SessionRow, currentSessionId: string): TSignedInSession {
  const device = deviceOf(row.user_agent);
  return {
    id: row.id,
    device: deviceInWords(device),
    browser: device.browser,
    os: device.os,
    network: networkOf(row.ip),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.created_at,
    current: row.id === currentSessionId,
    awaitingSecondFactor: row.stage === 'second_factor',
  };
}

/** "Where you're signed in": the caller's live sessions, this one marked. */
export async function listMySessions(ctx: AppContext, actor: Actor): Promise<TSignedInSession[]> {
  const rows = await listLiveSessions(ctx.db, { userId: actor.userId, now: isoNow(ctx.clock), limit: SESSIONS_SHOWN });
  return rows.map((row) => present(row, actor.sessionId));
}

/** Ends one of the caller's own live sessions (this one included: that is signing out); another's is a 404. */
export async function endMySession(ctx: AppContext, input: { actor: Actor; sessionId: string }): Promise<void> {
  const { actor, sessionId } = input;
  const now = isoNow(ctx.clock);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const session = await findLiveSessionOf(trx, { userId: actor.userId, sessionId, now });
    if (!session || (await endSessionOf(trx, { userId: actor.userId, sessionId, now })) === 0) return false;
    const shown = present(session, actor.sessionId);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'user.session_ended',
      entityType: 'user',
      entityId: actor.userId,
      after: { session: session.id, device: shown.device, network: shown.network, current: shown.current },
      now,
    });
    return true;
  });
  if (!ended) throw new AppError('NOT_FOUND', NO_SUCH_SESSION);
}

/** "Sign out everywhere else": every live session of the caller but this one. */
export async function endMyOtherSessions(ctx: AppContext, actor: Actor): Promise<TSessionsEnded> {
  const now = isoNow(ctx.clock);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const count = await endSessionsExcept(trx, { userId: actor.userId, keepSessionId: actor.sessionId, now });
    if (count > 0) {
      await recordAudit(trx, {
        actorUserId: actor.userId,
        action: 'user.other_sessions_ended',
        entityType: 'user',
        entityId: actor.userId,
        after: { ended: count },
        now,
      });
    }
    return count;
  });
  const message =
    ended === 0
      ? 'You were not signed in anywhere else'
      : `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}`;
  return { message, ended };
}
