import { getSignupChoices } from '@docverify/contract/organisations/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { REFERENCE } from '../../db/generations/list-generations';
import { keptAnswer } from '../../lib/answer-cache';
import { operationRoute } from '../../lib/operation-route';
import { readSignupChoices } from './organisations.repository';

export function organisationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getSignupChoices),
      handler: async (_request, reply) =>
        keptAnswer(ctx, reply, { counters: [REFERENCE], shape: ['signup-choices'] }, async () => ({
          data: await readSignupChoices(ctx.db),
        })),
    });
  };
}
