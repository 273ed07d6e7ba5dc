import { ZLiveness, ZReadiness } from '@docverify/contract/health/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readiness } from './readiness';

/**
 * For the load balancer and the orchestrator, outside /api: `live` says the process answers at all (restart it
 * when not), `ready` whether it should be sent requests (take it out of rotation when not, and while it drains).
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live',
      {
        schema: {
          tags: ['health'],
          security: [],
          summary: 'The process is up and answering',
          response: { 200: ZLiveness },
        },
        logLevel: 'warn',
      },
      async () => ({ status: 'alive' as const }),
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          security: [],
          summary: 'Whether this instance can serve requests: database, file store and Redis (when configured)',
          response: { 200: ZReadiness, 503: ZReadiness },
        },
        logLevel: 'warn',
      },
      async (_request, reply) => {
        const answer = await readiness(ctx);
        return reply
          .code(answer.status === 'ready' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(answer);
      },
    );
  };
}
