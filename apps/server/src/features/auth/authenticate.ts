import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { principalFrom, type Principal } from '../policy/principal';
import { noteSessionSeen } from './session-last-seen';
import { findSessionUser, type SessionUser } from './sessions.repository';
import { readSessionToken } from './tokens';

/** The caller of a signed-in request: the session's claims and what the rules decide on (one read). */
export type Actor = Principal;

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor?: Actor;
    /** The row the session check read, for answers about the caller themselves (`GET /api/user`). */
    sessionUser?: SessionUser;
  }
}

const SESSION_ENDED = 'Your session has ended: sign in again';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const raw = header.slice('Bearer '.length).trim();
  // The spec's client keeps the token JSON-encoded; accept it with or without the quotes.
  return raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
}

/** onRequest hook (before the body is read, so strangers learn nothing of its rules): a valid token whose session is live and whose user is active, else 401. */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    // Several hooks of one route may ask; the session is read once.
    if (request.actor) return;
    const now = ctx.clock.now();
    const claims = await readSessionToken(ctx.secrets, token, now);
    // Read on every request: a revoked session or a deactivated account is refused at once.
    const user =
      claims &&
      (await findSessionUser(ctx.db, {
        sessionId: claims.sessionId,
        userId: claims.userId,
        now: now.toISOString(),
      }));
    if (!claims || !user) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    await noteSessionSeen(ctx, { id: claims.sessionId, lastSeenAt: user.session_last_seen_at }, now);
    request.actor = principalFrom(user, claims.sessionId, {
      enrolled: user.second_factor_enrolled_at !== null,
      pending: user.session_stage === 'second_factor',
      givenAt: user.session_second_factor_at,
    });
    request.sessionUser = user;
  };
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.actor;
}

/** The signed-in user as this request's session check read it (no second read of the same row). */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.sessionUser;
}
