import { listAudit as listAuditOperation } from '@docverify/contract/admin/audit-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { listAudit } from './admin-audit';

export function adminAuditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, listAuditOperation),
      handler: async (request) => {
        const { page, cursor, search, entity_type, from, to } = request.query;
        return listAudit(ctx, { filter: { search, entityType: entity_type, from, to }, page, cursor });
      },
    });
  };
}
