import { ZAuditQuery, ZAuditResponse } from '@docverify/contract/admin/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly } from '../admin/admin-access';
import { listAudit } from './admin-audit';

export function adminAuditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/system/admin/audit',
      {
        onRequest: adminOnly(ctx),
        schema: {
          tags: ['admin'],
          summary: 'The audit trail, newest first, 20 a page, searchable by action, entity and actor',
          security: [{ bearer: [] }],
          querystring: ZAuditQuery,
          response: { 200: ZAuditResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { page, cursor, search, entity_type, from, to } = request.query;
        return listAudit(ctx, { filter: { search, entityType: entity_type, from, to }, page, cursor });
      },
    );
  };
}
