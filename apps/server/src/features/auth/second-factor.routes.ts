import * as operations from '@docverify/contract/auth/factor-operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requestMeta } from '../../lib/http';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from './authenticate';
import * as factors from './second-factor.service';

/**
 * Tighter than the default, per session: each answer is a guess at a code. The account's own backoff
 * (`secondFactor` throttle) is what bounds guessing; this keeps one session from hammering the route.
 */
const guessLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '5 minutes',
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.headers.authorization ?? ''}`,
  },
};

export function secondFactorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const originOf = (headers: { origin?: string | undefined }) => headers.origin;

    app.route({
      ...operationRoute(ctx, app, operations.listFactors),
      handler: async (request) => factors.listFactors(ctx, actorOf(request)),
    });
    app.route({
      ...operationRoute(ctx, app, operations.startTotp),
      handler: async (request, reply) => reply.code(201).send(await factors.startTotp(ctx, actorOf(request))),
    });
    app.route({
      ...operationRoute(ctx, app, operations.confirmTotp),
      config: guessLimit,
      handler: async (request) => factors.confirmTotp(ctx, actorOf(request), request.body),
    });
    app.route({
      ...operationRoute(ctx, app, operations.passkeyRegistrationOptions),
      handler: async (request) => factors.passkeyRegistrationOptions(ctx, actorOf(request), originOf(request.headers)),
    });
    app.route({
      ...operationRoute(ctx, app, operations.addPasskey),
      handler: async (request) => factors.addPasskey(ctx, actorOf(request), request.body),
    });
    app.route({
      ...operationRoute(ctx, app, operations.removeFactor),
      handler: async (request) => ({ message: await factors.removeFactor(ctx, actorOf(request), request.params.id) }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.renewRecoveryCodes),
      handler: async (request) => ({
        message: 'Your new recovery codes: save them now, they are shown only once. The old ones no longer work.',
        data: { recoveryCodes: await factors.renewRecoveryCodes(ctx, actorOf(request)) },
      }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.secondFactorPasskeyOptions),
      handler: async (request) => factors.secondFactorOptions(ctx, actorOf(request), originOf(request.headers)),
    });
    app.route({
      ...operationRoute(ctx, app, operations.giveSecondFactor),
      config: guessLimit,
      handler: async (request) => factors.giveSecondFactor(ctx, actorOf(request), request.body),
    });
    app.route({
      ...operationRoute(ctx, app, operations.passkeySignInOptions),
      handler: async (request) => factors.passkeySignInOptions(ctx, originOf(request.headers)),
    });
    app.route({
      ...operationRoute(ctx, app, operations.signInWithPasskey),
      handler: async (request) => factors.signInWithPasskey(ctx, request.body, requestMeta(request)),
    });
    app.route({
      ...operationRoute(ctx, app, operations.resetSecondFactor),
      handler: async (request) => ({
        message: await factors.resetSecondFactor(ctx, actorOf(request), request.params.id),
      }),
    });
  };
}
