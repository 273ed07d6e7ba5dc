import { z } from 'zod';
import { defineOperation } from '../operation';
import { ZRefundOfPaymentResponse, ZRefundRequest, ZRefundResponse } from '../payments/payment';
import { ZAdminTransactionsCsvQuery, ZAdminTransactionsQuery, ZAdminTransactionsResponse } from './transactions';

// Every payment in the service, for administrators: the list with its totals, refunds, and the same filter as CSV.

const ZPaymentParams = z.object({ paymentId: z.string().trim().min(1, 'Payment is required').max(64) });

export const listTransactions = defineOperation({
  method: 'GET',
  path: '/api/system/admin/view/transactions',
  tag: 'admin',
  summary: 'Every payment, newest first, 9 a page, filtered by status, gateway, days and search, with totals',
  access: 'administrator',
  query: ZAdminTransactionsQuery,
  success: { status: 200, schema: ZAdminTransactionsResponse },
  errors: [400, 401, 403],
});

export const refundPayment = defineOperation({
  method: 'POST',
  path: '/api/system/admin/transactions/{paymentId}/refund',
  tag: 'admin',
  summary:
    'Refund a confirmed payment in full through its gateway, withdrawing its request (a body that cannot answer)',
  access: 'administrator',
  stepUp: true,
  params: ZPaymentParams,
  body: ZRefundRequest,
  success: { status: 200, schema: ZRefundResponse },
  errors: [400, 401, 403, 404, 409],
});

export const getPaymentRefund = defineOperation({
  method: 'GET',
  path: '/api/system/admin/transactions/{paymentId}/refund',
  tag: 'admin',
  summary: "A payment's refund, if it has one: its state, reason and the gateway's last answer",
  access: 'administrator',
  params: ZPaymentParams,
  success: { status: 200, schema: ZRefundOfPaymentResponse },
  errors: [400, 401, 403],
});

export const exportTransactionsCsv = defineOperation({
  method: 'GET',
  path: '/api/system/admin/view/transactions.csv',
  tag: 'admin',
  summary: 'Every payment the same filter matches, as a CSV attachment (amounts in major units)',
  access: 'administrator',
  query: ZAdminTransactionsCsvQuery,
  success: { status: 200, schema: null, mediaType: 'text/csv' },
  errors: [400, 401, 403],
});
