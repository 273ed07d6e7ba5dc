import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actorOf, authenticate } from '../auth/authenticate';
import { refusal, rules } from '../policy/policy';

export type Administrator = { id: string; firstName: string; lastName: string; adminType: '1' | '2' };

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    administrator?: Administrator;
  }
}

/**
 * onRequest hooks for every `/system/admin/*` route that needs a signed-in administrator: 401 without a valid
 * session, 403 (logged) for anyone else, before the body is read. `superOnly` admits type 1 alone (creating and
 * editing administrators).
 */
export function adminOnly(ctx: AppContext, options: { superOnly?: boolean } = {}) {
  const signedIn = authenticate(ctx);
  const rule = options.superOnly ? 'superAdministrator' : 'administrator';
  return async (request: FastifyRequest, reply: Parameters<ReturnType<typeof authenticate>>[1]) => {
    await signedIn(request, reply);
    const principal = actorOf(request);
    if (!rules[rule](principal) || !principal.adminType) {
      request.log.warn({ userId: principal.userId, url: request.url }, `refused: not ${rule}`);
      throw new AppError('FORBIDDEN', refusal(rule, principal));
    }
    request.administrator = {
      id: principal.userId,
      firstName: principal.firstName,
      lastName: principal.lastName,
      adminType: principal.adminType,
    };
  };
}

export function administratorOf(request: FastifyRequest): Administrator {
  if (!request.administrator) throw new AppError('FORBIDDEN', 'Only administrators may do this');
  return request.administrator;
}
