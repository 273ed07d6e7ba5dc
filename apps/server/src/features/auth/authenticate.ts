import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { isSessionLive } from './sessions.repository';
import { readSessionToken, type SessionClaims } from './tokens';

export type Actor = SessionClaims;

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor?: Actor;
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
    const claims = await readSessionToken(ctx.secrets, token, ctx.clock.now());
    if (!claims || !(await isSessionLive(ctx.db, claims.sessionId, claims.userId, isoNow(ctx.clock)))) {
      throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    }
    request.actor = claims;
  };
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.actor;
}
