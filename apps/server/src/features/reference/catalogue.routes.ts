import { ZCatalogue } from '@docverify/contract/reference/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
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
      async () => ({ data: await readCatalogue(ctx.db) }),
    );
  };
}
