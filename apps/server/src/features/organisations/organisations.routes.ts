import { ZSignupChoicesResponse } from '@docverify/contract/organisations/signup-choices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { REFERENCE } from '../../db/generations/list-generations';
import { keptAnswer } from '../../lib/answer-cache';
import { readSignupChoices } from './organisations.repository';

export function organisationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/organisations/signup-choices',
      {
        schema: {
          tags: ['organisations'],
          security: [],
          summary: 'Companies, industries and countries an organisation signs up with (public: sign-up is anonymous)',
          response: { 200: ZSignupChoicesResponse },
        },
      },
      async (_request, reply) =>
        keptAnswer(ctx, reply, { counters: [REFERENCE], shape: ['signup-choices'] }, async () => ({
          data: await readSignupChoices(ctx.db),
        })),
    );
  };
}
