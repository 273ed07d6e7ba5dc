import { Readable } from 'node:stream';
import * as operations from '@docverify/contract/admin/transactions-operations';
import type { TRefund } from '@docverify/contract/payments/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { administratorOf } from '../admin/admin-access';
import { presentRefund, refundPayment } from '../payments/refunds';
import { findRefundOfPayment } from '../payments/refunds.repository';
import { listTransactions } from './admin-transactions';
import { transactionsCsvExport } from './csv-export';

/** What the administrator is told once the gateway has answered (or not). */
const refundMessages: Record<TRefund['status'], string> = {
  processed: 'The payment was refunded',
  pending: 'The refund was sent: the gateway pays it back within a few days',
  requested: 'The refund is recorded, but the gateway did not answer: it is sent again automatically',
  failed: 'The gateway refused the refund',
};

/** Every payment in the service, for administrators: the list with its totals, and the same filter as CSV. */
export function adminTransactionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listTransactions),
      handler: async (request) => {
        const { page, cursor, ...filter } = request.query;
        return listTransactions(ctx, { filter, page, cursor });
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.refundPayment),
      handler: async (request) => {
        const refund = await refundPayment(
          ctx,
          { userId: administratorOf(request).id },
          request.params.paymentId,
          request.body.reason,
        );
        const message = refundMessages[refund.status];
        return {
          message: refund.status === 'failed' ? `${message}: ${refund.last_error ?? ''}` : message,
          data: refund,
        };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.getPaymentRefund),
      handler: async (request) => {
        const refund = await findRefundOfPayment(ctx.db, request.params.paymentId);
        return { data: refund ? presentRefund(refund) : null };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.exportTransactionsCsv),
      handler: async (request, reply) => {
        const day = ctx.clock.now().toISOString().slice(0, 10);
        // Before the headers: a refusal (too many exports at once) is an error answer, not a CSV.
        const csv = transactionsCsvExport(ctx.db, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(csv));
      },
    });
  };
}
