import { getSignupChoices } from '@docverify/contract/organisations/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { readSignupChoices } from './organisations.repository';

export function organisationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getSignupChoices),
      handler: async () => ({
        data: await readSignupChoices(ctx.db),
      }),
    });
  };
}
