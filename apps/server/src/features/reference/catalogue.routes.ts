import { getCatalogue } from '@docverify/contract/reference/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { readCatalogue } from './catalogue.repository';

export function referenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getCatalogue),
      // The same for every signed-in person: kept once for all of them (decision 053).
      handler: async () => ({
        data: await readCatalogue(ctx.db),
      }),
    });
  };
}
