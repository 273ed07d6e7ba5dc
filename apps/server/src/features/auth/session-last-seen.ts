import type { AppContext } from '../../context';
import { markSessionSeen } from './signed-in-sessions.repository';

/** How stale "last seen" may be (decision 076): a write per session every 5 minutes at most, not per request. */
export const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

/**
 * Called by the session check with the value it has just read, so deciding costs no query: the session is written
 * only when its stored "last seen" is missing or older than the precision.
 */
export async function noteSessionSeen(
  ctx: AppContext,
  session: { id: string; lastSeenAt: string | null | undefined },
  now: Date,
): Promise<void> {
  if (session.lastSeenAt && now.getTime() - Date.parse(session.lastSeenAt) < LAST_SEEN_PRECISION_MS) return;
  await markSessionSeen(ctx.db, session.id, now.toISOString());
}
