import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { actorOf } from '../auth/authenticate';

/**
 * The organisation whose charges (transcript service, surcharge) the caller sees or changes. Its operations are
 * guarded by the policy's `seesCharges` (staff may look, so they can answer requesters) or `changesCharges` (prices
 * are the account holder's decision), both before the body is read; either admits only a caller acting for an
 * organisation, so this is that organisation.
 */
export function chargesOrganisationOf(request: FastifyRequest): string {
  const { organisationId } = actorOf(request);
  if (!organisationId) throw new AppError('FORBIDDEN', 'Only verifying bodies manage charges');
  return organisationId;
}
