import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actorOf, authenticate } from '../auth/authenticate';
import { findUserWithOrganisation } from '../auth/users.repository';

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
  return async (request: FastifyRequest, reply: Parameters<ReturnType<typeof authenticate>>[1]) => {
    await signedIn(request, reply);
    const user = await findUserWithOrganisation(ctx.db, actorOf(request).userId);
    const adminType = user?.system_admin_type;
    if (!user || !(user.is_system_admin === 1 && (adminType === '1' || adminType === '2'))) {
      request.log.warn({ userId: user?.id, url: request.url }, 'refused: not an administrator');
      throw new AppError('FORBIDDEN', 'Only administrators may do this');
    }
    if (options.superOnly && adminType !== '1') {
      request.log.warn({ userId: user.id, url: request.url }, 'refused: not a super administrator');
      throw new AppError('FORBIDDEN', 'Only a super administrator may manage administrators');
    }
    request.administrator = { id: user.id, firstName: user.first_name, lastName: user.last_name, adminType };
  };
}

export function administratorOf(request: FastifyRequest): Administrator {
  if (!request.administrator) throw new AppError('FORBIDDEN', 'Only administrators may do this');
  return request.administrator;
}
