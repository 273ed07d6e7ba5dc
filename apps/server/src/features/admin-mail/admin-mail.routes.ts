import * as operations from '@docverify/contract/admin/mail-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { listUndeliveredMail, retryFailedMail } from '../../outbox/outbox.repository';
import { administratorOf } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';

/** Mail that is not getting through, for administrators: who it was for, why it failed, and a retry. */
export function adminMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listUndeliveredMail),
      handler: async () => {
        const rows = await listUndeliveredMail(ctx.db);
        return {
          data: rows.map((row) => ({
            id: row.id,
            to: row.to_address,
            subject: row.subject,
            status: row.status === 'failed' ? ('failed' as const) : ('pending' as const),
            attempts: row.attempts,
            last_error: row.last_error,
            next_attempt_at: row.next_attempt_at,
            created_at: row.created_at,
          })),
        };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.retryMail),
      handler: async (request) => {
        const admin = administratorOf(request);
        const now = ctx.clock.now();
        const retried = await ctx.db.transaction().execute(async (trx) => {
          const count = await retryFailedMail(trx, request.body.ids, now);
          if (count > 0) {
            await recordAudit(trx, {
              actorUserId: admin.id,
              action: 'mail.retried',
              entityType: 'mail',
              entityId: request.body.ids.length === 1 ? request.body.ids[0]! : `${count} messages`,
              after: { ids: request.body.ids },
              now: now.toISOString(),
            });
          }
          return count;
        });
        return { message: `${retried} ${retried === 1 ? 'message' : 'messages'} back in the queue`, data: { retried } };
      },
    });
  };
}
