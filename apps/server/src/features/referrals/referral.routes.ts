import * as operations from '@docverify/contract/referrals/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { findOrganisationByReferral } from '../organisations/organisations.repository';
import { listReferredDocuments, listReferredUsers, referralSummary } from './referrals.service';

export function referralRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.getReferrer),
      handler: async (request) => {
        const organisation = await findOrganisationByReferral(ctx.db, request.params.code);
        if (!organisation) throw new AppError('NOT_FOUND', 'This referral link is not valid');
        return {
          data: {
            referral: organisation.referral_code,
            organisation: { id: organisation.id, name: organisation.name },
          },
        };
      },
    });

    // Only an organisation's account and staff have a referral link: refused before the body is read.
    app.route({
      ...operationRoute(ctx, app, operations.getReferralSummary),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await referralSummary(ctx, { caller, referral: request.query.referral }) };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.listReferredUsers),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listReferredUsers(ctx, { caller, query: request.body });
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.listReferredDocuments),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listReferredDocuments(ctx, { caller, query: request.body });
      },
    });
  };
}
