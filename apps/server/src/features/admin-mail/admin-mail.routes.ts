import { ZRetryMailRequest, ZRetryMailResponse, ZUndeliveredMailResponse } from '@docverify/contract/admin/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { listUndeliveredMail, retryFailedMail } from '../../outbox/outbox.repository';
import { adminOnly, administratorOf } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';

/** Mail that is not getting through, for administrators: who it was for, why it failed, and a retry. */
export function adminMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/system/admin/mail/undelivered',
      {
        onRequest: adminOnly(ctx),
        schema: {
          tags: ['admin'],
          summary: 'The newest fifty e-mails not delivered yet after a failed attempt, or given up on, with the reason',
          security: [{ bearer: [] }],
          response: { 200: ZUndeliveredMailResponse, ...errorResponses(401, 403) },
        },
      },
      async () => {
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
    );

    app.post(
      '/system/admin/mail/retry',
      {
        onRequest: adminOnly(ctx),
        schema: {
          tags: ['admin'],
          summary: 'Puts e-mails that were given up on back in the queue',
          security: [{ bearer: [] }],
          body: ZRetryMailRequest,
          response: { 200: ZRetryMailResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
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
    );
  };
}
