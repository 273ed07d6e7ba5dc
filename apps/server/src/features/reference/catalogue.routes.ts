import { ZCatalogue } from '@docverify/contract/reference/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { REFERENCE } from '../../db/generations/list-generations';
import { keptAnswer } from '../../lib/answer-cache';
import { errorResponses } from '../../lib/http';
import { authenticate } from '../auth/authenticate';
import { readCatalogue } from './catalogue.repository';

export function referenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reference/catalogue',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['reference'],
          summary: 'What the request form offers: document categories with their types, and countries',
          security: [{ bearer: [] }],
          response: { 200: ZCatalogue, ...errorResponses(401) },
        },
      },
      // The same for every signed-in person: kept once for all of them (decision 053).
      async (_request, reply) =>
        keptAnswer(ctx, reply, { counters: [REFERENCE], shape: ['catalogue'] }, async () => ({
          data: await readCatalogue(ctx.db),
        })),
    );
  };
}
