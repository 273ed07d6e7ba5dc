import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actorOf, type Actor } from '../auth/authenticate';
import { findUserWithOrganisation } from '../auth/users.repository';

export type ServiceIntent = 'view' | 'change';

/**
 * The organisation whose charges (transcript service, surcharge) the caller may see or change. Only
 * organisations an administrator gave transcript access reach them, as only they see Manage Service. Staff
 * may look, so they can answer requesters, but prices are the account holder's decision: staff get 403 on
 * every change, as they do on staff management.
 */
async function chargesOrganisation(ctx: AppContext, actor: Actor, intent: ServiceIntent): Promise<string> {
  const user = await findUserWithOrganisation(ctx.db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  const actsForOrganisation = user.category === 'org' || user.category === 'staff';
  if (!actsForOrganisation || !user.organisation) {
    throw new AppError('FORBIDDEN', 'Only verifying bodies set transcript services and charges');
  }
  if (user.organisation.transcript_access !== 'active') {
    throw new AppError('FORBIDDEN', 'Your organisation has no transcript access: ask an administrator to enable it');
  }
  if (intent === 'change' && user.category !== 'org') {
    throw new AppError('FORBIDDEN', "Only your organisation's account can change its charges");
  }
  return user.organisation.id;
}

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    chargesOrganisationId?: string;
  }
}

/**
 * onRequest hook after `authenticate`: refuses before the body is read, so an organisation without transcript
 * access gets 403 whatever it sends, and learns nothing of the form's rules.
 */
export function mayManageCharges(ctx: AppContext, intent: ServiceIntent) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.chargesOrganisationId = await chargesOrganisation(ctx, actorOf(request), intent);
  };
}

export function chargesOrganisationOf(request: FastifyRequest): string {
  if (!request.chargesOrganisationId) throw new AppError('FORBIDDEN', 'Only verifying bodies manage charges');
  return request.chargesOrganisationId;
}
