import { Readable } from 'node:stream';
import {
  ZAdminTransactionsCsvQuery,
  ZAdminTransactionsQuery,
  ZAdminTransactionsResponse,
} from '@docverify/contract/admin/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly } from '../admin/admin-access';
import { listTransactions, transactionsCsv } from './admin-transactions';

const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

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
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(transactionsCsv(ctx, request.query)));
      },
    );
  };
}
