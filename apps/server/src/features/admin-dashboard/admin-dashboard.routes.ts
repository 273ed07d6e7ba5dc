import { getAdminDashboard } from '@docverify/contract/admin/dashboard-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { adminDashboard } from './admin-dashboard';

export function adminDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getAdminDashboard),
      handler: async () => {
        // One moment for the key and the answer: the last days are the same in both, even across midnight.
        const today = ctx.clock.now();
        return {
          data: await adminDashboard(ctx, today),
        };
      },
    });
  };
}
