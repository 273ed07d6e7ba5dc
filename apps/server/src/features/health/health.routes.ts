import { ZReadiness } from '@docverify/contract/health/health';
import { checkLiveness, checkReadiness } from '@docverify/contract/health/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { readiness } from './readiness';

/**
 * For the load balancer and the orchestrator, outside /api: `live` says the process answers at all (restart it
 * when not), `ready` whether it should be sent requests (take it out of rotation when not, and while it drains).
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, checkLiveness),
      logLevel: 'warn',
      handler: async () => ({ status: 'alive' as const }),
    });

    const ready = operationRoute(ctx, app, checkReadiness);
    app.route({
      ...ready,
      schema: { ...ready.schema, response: { ...ready.schema.response, 503: ZReadiness } },
      logLevel: 'warn',
      handler: async (_request, reply) => {
        const answer = await readiness(ctx);
        return reply
          .code(answer.status === 'ready' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(answer);
      },
    });
  };
}
