import { ZSignupChoicesResponse } from '@docverify/contract/organisations/signup-choices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
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
      async () => ({ data: await readSignupChoices(ctx.db) }),
    );
  };
}
