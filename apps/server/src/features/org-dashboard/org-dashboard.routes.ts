import { getOrgDashboardSummary } from '@docverify/contract/org-dashboard/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { keptAnswer } from '../../lib/answer-cache';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { orgDashboardSources, orgDashboardSummary } from './org-dashboard';

/** The organisation dashboard: its users and staff only (individuals and administrators get 403). */
export function orgDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getOrgDashboardSummary),
      handler: async (request, reply) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return keptAnswer(ctx, reply, orgDashboardSources(caller), async () => ({
          data: await orgDashboardSummary(ctx, caller),
        }));
      },
    });
  };
}
