import { offsetPageInfo } from '../../lib/paging/page-info';
import {
  TRANSACTIONS_CSV_COLUMNS,
  TRANSACTIONS_PAGE_SIZE,
  type TAdminTransactionsResponse,
  type TTransactionsFilter,
} from '@docverify/contract/admin/transactions';
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context';
import { presentPayment } from '../payments/present-payment';
import type { PaymentListRow } from '../payments/payments.repository';
import { listPayments, paymentsAfter, paymentTotals, type PaymentCursor } from './admin-transactions.repository';

export async function listTransactions(
  ctx: AppContext,
  input: { filter: TTransactionsFilter; page: number },
): Promise<TAdminTransactionsResponse> {
  const pageSize = TRANSACTIONS_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    listPayments(ctx.db, input.filter, { limit: pageSize, offset: (input.page - 1) * pageSize }),
    paymentTotals(ctx.db, input.filter),
  ]);
  const total = totals.reduce((sum, line) => sum + line.count, 0);
  return {
    data: rows.map(presentPayment),
    ...offsetPageInfo(input.page, pageSize, total),
    totals,
  };
}

/** Minor units as a decimal of major units, written from the integer so no float rounding creeps in. */
function majorUnits(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

function csvRecord(row: PaymentListRow) {
  return [
    row.reference,
    row.application_id,
    row.document_type_name,
    `${row.uploader_first_name} ${row.uploader_last_name}`,
    row.uploader_email,
    majorUnits(row.amount_minor),
    row.currency,
    row.status,
    row.gateway ?? '',
    row.created_at,
  ];
}

const CSV_BATCH = 500;

/**
 * Every payment the filter matches as CSV, read and written a batch at a time (each after the last row written)
 * so a long history never sits in memory whole and never holds the server for long. A cell starting with `=`, `+`, `-` or `@` is quoted with a leading apostrophe: spreadsheets
 * would run it as a formula.
 */
export async function* transactionsCsv(
  ctx: AppContext,
  filter: TTransactionsFilter,
  batchSize = CSV_BATCH,
): AsyncGenerator<string> {
  yield stringify([[...TRANSACTIONS_CSV_COLUMNS]]);
  let cursor: PaymentCursor | undefined;
  for (;;) {
    const rows = await paymentsAfter(ctx.db, filter, cursor, batchSize);
    if (rows.length > 0) yield stringify(rows.map((row) => csvRecord(row).map(defuseFormula)));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.created_at, id: last.id };
    // SQLite answers synchronously: let other requests run between batches, so an export never stalls them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
