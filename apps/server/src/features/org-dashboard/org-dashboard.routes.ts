import { ZOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { orgDashboardSummary } from './org-dashboard';

/** The organisation dashboard: its users and staff only (individuals and administrators get 403). */
export function orgDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/org/dashboard/summary',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['organisations'],
          summary:
            "The caller's organisation at a glance: received and sent counts per status, the oldest waiting " +
            'requests, the median turnaround and the revenue from its surcharges',
          security: [{ bearer: [] }],
          response: { 200: ZOrgDashboardSummary, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await orgDashboardSummary(ctx, caller) };
      },
    );
  };
}
