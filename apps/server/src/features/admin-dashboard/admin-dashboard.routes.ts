import { ZAdminDashboardResponse } from '@docverify/contract/admin/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly } from '../admin/admin-access';
import { adminDashboard } from './admin-dashboard';

export function adminDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/system/admin/dashboard',
      {
        onRequest: adminOnly(ctx),
        schema: {
          tags: ['admin'],
          summary:
            'The service at a glance: documents by status, requests and confirmed revenue per day over 30 days, ' +
            'bodies awaiting verification, the oldest waiting requests and recent failed payments',
          security: [{ bearer: [] }],
          response: { 200: ZAdminDashboardResponse, ...errorResponses(401, 403) },
        },
      },
      async () => ({ data: await adminDashboard(ctx, ctx.clock.now()) }),
    );
  };
}
