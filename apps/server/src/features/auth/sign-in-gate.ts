import type { TSignInStep } from '@docverify/contract/operation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { signInStage, steppedUp } from '../policy/policy';
import { actorOf } from './authenticate';

const SECOND_FACTOR_FIRST =
  'Finish signing in: give your passkey, a code from your authenticator app or a recovery code';
const ENROL_FIRST =
  'Set up a second factor first (a passkey or an authenticator app): your account must have one before it can do anything else';
export const STEP_UP_MESSAGE =
  'Confirm it is you: this action asks for your passkey or authenticator code again (once every five minutes)';

/**
 * A session that has not finished signing in reaches only the steps of signing in: the password without the second
 * factor does nothing, and an account that must have a second factor does nothing until it has one.
 */
export function requireSignInStep(allowed: readonly TSignInStep[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const stage = signInStage(actorOf(request));
    if (stage === 'complete' || allowed.includes(stage)) return;
    if (stage === 'secondFactor') throw new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_FIRST);
    throw new AppError('ENROLMENT_REQUIRED', ENROL_FIRST);
  };
}

/** Actions that mint trust or move money: the second factor given on this session within the window. */
export function requireStepUp(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!steppedUp(actorOf(request), ctx.clock.now())) throw new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGE);
  };
}
