import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actorOf, authenticate } from './authenticate';
import { refusal, rules, type Rule } from '../policy/policy';

/**
 * onRequest hooks for a route: a live session (401), then the role rule (403, logged), both before the body is
 * read, so a caller outside the rule learns nothing of the route's input rules and spends no upload.
 */
export function allow(ctx: AppContext, rule: Rule) {
  const signedIn = authenticate(ctx);
  return [
    signedIn,
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const principal = actorOf(request);
      if (!rules[rule](principal)) throw new AppError('FORBIDDEN', refusal(rule, principal));
    },
  ];
}
