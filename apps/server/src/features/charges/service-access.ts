import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actorOf, type Actor } from '../auth/authenticate';
import { refusal, rules } from '../policy/policy';

export type ServiceIntent = 'view' | 'change';

/**
 * The organisation whose charges (transcript service, surcharge) the caller may see or change. Only
 * organisations an administrator gave transcript access reach them, as only they see Manage Service. Staff
 * may look, so they can answer requesters, but prices are the account holder's decision: staff get 403 on
 * every change, as they do on staff management (policy `seesCharges`, `changesCharges`).
 */
function chargesOrganisation(actor: Actor, intent: ServiceIntent): string {
  const rule = intent === 'change' ? 'changesCharges' : 'seesCharges';
  if (!rules[rule](actor) || !actor.organisationId) throw new AppError('FORBIDDEN', refusal(rule, actor));
  return actor.organisationId;
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
export function mayManageCharges(_ctx: AppContext, intent: ServiceIntent) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.chargesOrganisationId = chargesOrganisation(actorOf(request), intent);
  };
}

export function chargesOrganisationOf(request: FastifyRequest): string {
  if (!request.chargesOrganisationId) throw new AppError('FORBIDDEN', 'Only verifying bodies manage charges');
  return request.chargesOrganisationId;
}
