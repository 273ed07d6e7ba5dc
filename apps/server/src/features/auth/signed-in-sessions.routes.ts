import { endMyOtherSessions, endMySession, listMySessions } from '@docverify/contract/auth/session-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from './authenticate';
import * as sessions from './signed-in-sessions';

/** "Where you're signed in" (decision 076): a person's own sessions, listed and ended. */
export function signedInSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, listMySessions),
      handler: async (request) => ({ sessions: await sessions.listMySessions(ctx, actorOf(request)) }),
    });

    app.route({
      ...operationRoute(ctx, app, endMySession),
      handler: async (request) => {
        await sessions.endMySession(ctx, { actor: actorOf(request), sessionId: request.params.sessionId });
        return { message: 'Signed out of that session' };
      },
    });

    app.route({
      ...operationRoute(ctx, app, endMyOtherSessions),
      handler: async (request) => sessions.endMyOtherSessions(ctx, actorOf(request)),
    });
  };
}
