import {
  TRANSACTIONS_CSV_COLUMNS,
  TRANSACTIONS_PAGE_SIZE,
  type TAdminTransactionsResponse,
  type TTransactionsFilter,
} from '@docverify/contract/admin/transactions';
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context';
import { presentPayment } from '../payments/present-payment';
import { paymentRowsBySeq, type PaymentListRow } from '../payments/payments.repository';
import { searchedList } from '../../db/searched-list';
import { unindexed } from '../../db/query-helpers';
import { decodeCursor, listFingerprint, type CursorKey } from '../../lib/paging/cursor';
import { resolvePage } from '../../lib/paging/resolve-page';
import { inDays, paymentListFetch, paymentTallies, totalsOf } from './admin-transactions.repository';

type Filter = TTransactionsFilter & { search?: string | undefined };

/**
 * The plan, count and totals of a filter (decision 016): from the tallies without a search; from the search
 * index's candidates for a rare term (exact); row by row with an estimated count and no totals for a common one.
 */
export async function transactionsPlan(ctx: AppContext, input: TTransactionsFilter) {
  const filter: Filter = { ...input, search: input.search?.trim().toLowerCase() || undefined };
  const tallies = await paymentTallies(ctx.db, filter);
  const combos =
    filter.status || filter.gateway
      ? [...new Map(tallies.map((row) => [`${row.status}|${row.gateway}`, row])).values()].map((row) => ({
          status: row.status,
          gateway: row.gateway,
        }))
      : null;
  const listed = tallies.reduce((sum, row) => sum + row.count, 0);

  const { fetch, total, totalExact, matched } = await searchedList(ctx.db, {
    table: 'payments',
    term: filter.search,
    listed,
    fetchFor: (candidates) => paymentListFetch(ctx.db, filter, { combos, ...(candidates ? { candidates } : {}) }),
    where: (eb) =>
      eb.and([
        ...(filter.status ? [eb(unindexed('payments.status'), '=', filter.status)] : []),
        ...(filter.gateway ? [eb(unindexed('payments.gateway'), '=', filter.gateway)] : []),
        ...inDays(eb, filter),
      ]),
    order: { columns: ['created_at', 'seq'], direction: 'desc' },
  });
  if (filter.search) {
    return { fetch, filter, total, totalExact, totals: matched ? await totalsOf(ctx.db, matched) : null };
  }
  const totals = [...new Map(tallies.map((row) => [`${row.currency}|${row.status}`, row])).keys()]
    .map((key) => {
      const lines = tallies.filter((row) => `${row.currency}|${row.status}` === key);
      return {
        currency: lines[0]!.currency,
        status: lines[0]!.status,
        count: lines.reduce((sum, line) => sum + line.count, 0),
        amount: lines.reduce((sum, line) => sum + line.amount, 0),
      };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency) || a.status.localeCompare(b.status));
  return { fetch, filter, total, totalExact, totals };
}

export async function listTransactions(
  ctx: AppContext,
  input: { filter: TTransactionsFilter; page: number; cursor: string | undefined },
): Promise<TAdminTransactionsResponse> {
  const { fetch, filter, total, totalExact, totals } = await transactionsPlan(ctx, input.filter);
  const fingerprint = listFingerprint(['transactions', filter]);
  const { rows, info } = await resolvePage({
    page: input.page,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    cursor: decodeCursor(input.cursor, fingerprint),
    fingerprint,
    total,
    totalExact,
    fetch,
    keyOf: (row) => row.key,
  });
  const payments = await paymentRowsBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return { data: payments.map(presentPayment), ...info, totals };
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
  const { fetch } = await transactionsPlan(ctx, filter);
  let after: CursorKey | undefined;
  for (;;) {
    const keys = await fetch({ reverse: false, limit: batchSize, ...(after ? { after } : {}) });
    const rows = await paymentRowsBySeq(
      ctx.db,
      keys.map((row) => row.seq),
    );
    if (rows.length > 0) yield stringify(rows.map((row) => csvRecord(row).map(defuseFormula)));
    if (keys.length < batchSize) return;
    after = keys[keys.length - 1]!.key;
    // SQLite answers synchronously: let other requests run between batches, so an export never stalls them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
