import { ZReferrerResponse } from '@docverify/contract/auth/auth';
import {
  ZReferralQuery,
  ZReferralSummaryResponse,
  ZReferredDocumentsRequest,
  ZReferredDocumentsResponse,
  ZReferredUsersRequest,
  ZReferredUsersResponse,
} from '@docverify/contract/referrals/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { findOrganisationByReferral } from '../organisations/organisations.repository';
import { allow } from '../auth/guards';
import { listReferredDocuments, listReferredUsers, referralSummary } from './referrals.service';

const bearer = [{ bearer: [] }];

export function referralRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/referral/:code',
      {
        schema: {
          tags: ['referrals'],
          security: [],
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

    // Only an organisation's account and staff have a referral link: refused before the body is read.
    const organisationOnly = allow(ctx, 'actsForOrganisation');

    app.post(
      '/get/referral',
      {
        onRequest: organisationOnly,
        schema: {
          tags: ['referrals'],
          summary: "The organisation's referral code, its sign-up link, and how many users and requests it brought",
          security: bearer,
          querystring: ZReferralQuery,
          response: { 200: ZReferralSummaryResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await referralSummary(ctx, { caller, referral: request.query.referral }) };
      },
    );

    app.post(
      '/referrals/users',
      {
        onRequest: organisationOnly,
        schema: {
          tags: ['referrals'],
          summary: "One page (9 rows) of the users who signed up through the organisation's referral link",
          security: bearer,
          body: ZReferredUsersRequest,
          response: { 200: ZReferredUsersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listReferredUsers(ctx, { caller, query: request.body });
      },
    );

    app.post(
      '/referrals/documents',
      {
        onRequest: organisationOnly,
        schema: {
          tags: ['referrals'],
          summary: 'One page (9 rows) of the paid requests made by the users the organisation referred',
          security: bearer,
          body: ZReferredDocumentsRequest,
          response: { 200: ZReferredDocumentsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listReferredDocuments(ctx, { caller, query: request.body });
      },
    );
  };
}
