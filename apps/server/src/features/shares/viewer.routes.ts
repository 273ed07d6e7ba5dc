import { ZPublicVerification } from '@docverify/contract/documents/requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { visitOf } from './resolve-public-code';
import { publicVerification } from './viewer';

/** Codes are secrets: a modest limit per address keeps guessing them hopeless. */
const viewerRateLimit = { max: 30, timeWindow: '1 minute' };

export function viewerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/viewer/:viewerCode',
      {
        config: { rateLimit: viewerRateLimit },
        schema: {
          tags: ['documents'],
          security: [],
          summary: "A verified request's result, for anyone holding its viewer code (public)",
          params: z.object({
            viewerCode: z.string().regex(/^[\w-]{16,100}$/, 'This verification code is not valid'),
          }),
          response: { 200: ZPublicVerification, ...errorResponses(400, 404, 410, 429) },
        },
      },
      async (request, reply) => {
        const data = await publicVerification(ctx, request.params.viewerCode, visitOf(request));
        return reply.header('cache-control', 'no-store').send({ data });
      },
    );
  };
}
