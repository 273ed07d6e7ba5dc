import { ZReferrerResponse } from '@docverify/contract/auth/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { findOrganisationByReferral } from '../organisations/organisations.repository';

export function referralRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/referral/:code',
      {
        schema: {
          tags: ['referrals'],
          summary: 'Who a referral sign-up link comes from (public: shown on /signup/{referral})',
          params: z.object({
            code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'A referral code is 4 to 32 letters and digits'),
          }),
          response: { 200: ZReferrerResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const organisation = await findOrganisationByReferral(ctx.db, request.params.code);
        if (!organisation) throw new AppError('NOT_FOUND', 'This referral link is not valid');
        return {
          data: {
            referral: organisation.referral_code,
            organisation: { id: organisation.id, name: organisation.name },
          },
        };
      },
    );
  };
}
