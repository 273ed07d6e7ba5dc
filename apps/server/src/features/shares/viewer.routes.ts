import { getPublicVerification } from '@docverify/contract/documents/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { visitOf } from '../shares/resolve-public-code';
import { publicVerification } from './viewer';

/** Codes are secrets: a modest limit per address keeps guessing them hopeless. */
const viewerRateLimit = { max: 30, timeWindow: '1 minute' };

export function viewerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getPublicVerification),
      config: { rateLimit: viewerRateLimit },
      handler: async (request, reply) => {
        const data = await publicVerification(ctx, request.params.viewerCode, visitOf(request));
        return reply.header('cache-control', 'no-store').send({ data });
      },
    });
  };
}
