import { Readable } from 'node:stream';
import {
  ZAdminTransactionsCsvQuery,
  ZAdminTransactionsQuery,
  ZAdminTransactionsResponse,
} from '@docverify/contract/admin/transactions';
import {
  ZRefundOfPaymentResponse,
  ZRefundRequest,
  ZRefundResponse,
  type TRefund,
} from '@docverify/contract/payments/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly, administratorOf } from '../admin/admin-access';
import { presentRefund, refundPayment } from '../payments/refunds';
import { findRefundOfPayment } from '../payments/refunds.repository';
import { listTransactions } from './admin-transactions';
import { transactionsCsvExport } from './csv-export';

const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

const ZPaymentParams = z.object({ paymentId: z.string().trim().min(1, 'Payment is required').max(64) });

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
    const administrators = adminOnly(ctx);

    app.get(
      '/system/admin/view/transactions',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Every payment, newest first, 9 a page, filtered by status, gateway, days and search, with totals',
          querystring: ZAdminTransactionsQuery,
          response: { 200: ZAdminTransactionsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { page, cursor, ...filter } = request.query;
        return listTransactions(ctx, { filter, page, cursor });
      },
    );

    app.post(
      '/system/admin/transactions/:paymentId/refund',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary:
            'Refund a confirmed payment in full through its gateway, withdrawing its request (a body that cannot answer)',
          params: ZPaymentParams,
          body: ZRefundRequest,
          response: { 200: ZRefundResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const refund = await refundPayment(
          ctx,
          administratorOf(request),
          request.params.paymentId,
          request.body.reason,
        );
        const message = refundMessages[refund.status];
        return {
          message: refund.status === 'failed' ? `${message}: ${refund.last_error ?? ''}` : message,
          data: refund,
        };
      },
    );

    app.get(
      '/system/admin/transactions/:paymentId/refund',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: "A payment's refund, if it has one: its state, reason and the gateway's last answer",
          params: ZPaymentParams,
          response: { 200: ZRefundOfPaymentResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const refund = await findRefundOfPayment(ctx.db, request.params.paymentId);
        return { data: refund ? presentRefund(refund) : null };
      },
    );

    app.get(
      '/system/admin/view/transactions.csv',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Every payment the same filter matches, as a CSV attachment (amounts in major units)',
          querystring: ZAdminTransactionsCsvQuery,
          produces: ['text/csv'],
          response: { 200: z.any().describe('The CSV file'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const day = ctx.clock.now().toISOString().slice(0, 10);
        // Before the headers: a refusal (too many exports at once) is an error answer, not a CSV.
        const csv = transactionsCsvExport(ctx.db, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(csv));
      },
    );
  };
}
