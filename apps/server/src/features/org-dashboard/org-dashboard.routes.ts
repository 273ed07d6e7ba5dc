import { getOrgDashboardSummary } from '@docverify/contract/org-dashboard/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { orgDashboardSummary } from './org-dashboard';

/** The organisation dashboard: its users and staff only (individuals and administrators get 403). */
export function orgDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getOrgDashboardSummary),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return {
          data: await orgDashboardSummary(ctx, caller),
        };
      },
    });
  };
}
