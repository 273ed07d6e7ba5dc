import {
  TRANSACTIONS_CSV_COLUMNS,
  TRANSACTIONS_PAGE_SIZE,
  type TAdminTransactionsResponse,
  type TTransactionTotal,
  type TTransactionsFilter,
} from '@docverify/contract/admin/transactions';
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { presentPayment } from '../payments/present-payment';
import { paymentRowsBySeq, type PaymentListRow } from '../payments/payments.repository';
import { readListPage, searchRead, searchTerm, type ListSource } from '../../db/list-page';
import type { CursorKey } from '../../lib/paging/cursor';
import { paymentListFetch, paymentTallies, totalsOf } from './admin-transactions.repository';

type Filter = TTransactionsFilter & { search?: string | undefined };

/**
 * The transactions list as a source of pages (decision 016): counted by the tallies over the filter's days, read
 * newest first along one index range or a merge of (status, gateway) ranges, a search read as db/list-page says.
 * The totals come from the same tallies.
 */
export async function transactionsSource(db: Db, input: TTransactionsFilter) {
  const filter: Filter = { ...input, search: searchTerm(input.search) };
  const tallies = await paymentTallies(db, filter);
  const combos =
    filter.status || filter.gateway
      ? [...new Map(tallies.map((row) => [`${row.status}|${row.gateway}`, row])).values()].map((row) => ({
          status: row.status,
          gateway: row.gateway,
        }))
      : null;
  const source: ListSource = {
    table: 'payments',
    term: filter.search,
    listed: tallies.reduce((sum, row) => sum + row.count, 0),
    fetchFor: (search) => paymentListFetch(db, filter, combos, search),
    identity: ['transactions', filter.status, filter.gateway, filter.from, filter.to],
  };
  return { source, totals: totalsPerCurrencyAndStatus(tallies) };
}

function totalsPerCurrencyAndStatus(tallies: Awaited<ReturnType<typeof paymentTallies>>): TTransactionTotal[] {
  const lines = new Map<string, TTransactionTotal>();
  for (const row of tallies) {
    const key = `${row.currency}|${row.status}`;
    const line = lines.get(key) ?? { currency: row.currency, status: row.status, count: 0, amount: 0 };
    line.count += row.count;
    line.amount += row.amount;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.currency.localeCompare(b.currency) || a.status.localeCompare(b.status));
}

export async function listTransactions(
  ctx: AppContext,
  input: { filter: TTransactionsFilter; page: number; cursor: string | undefined },
): Promise<TAdminTransactionsResponse> {
  const { source, totals } = await transactionsSource(ctx.db, input.filter);
  const { rows, info, matched } = await readListPage(ctx.db, source, {
    page: input.page,
    cursor: input.cursor,
    pageSize: TRANSACTIONS_PAGE_SIZE,
  });
  const payments = await paymentRowsBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  // A search's totals: exact over a rare term's matches; none (not guessed money) over a common term's estimate.
  const searchTotals = matched ? await totalsOf(ctx.db, matched) : null;
  return { data: payments.map(presentPayment), ...info, totals: source.term ? searchTotals : totals };
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

/**
 * Rows read at a time in process (PostgreSQL, whose reads wait without blocking): a batch costs a few ms of this
 * thread's time to parse and write.
 */
export const CSV_BATCH = 500;

/**
 * Every payment the filter matches as CSV, read and written a batch at a time (each after the last row written)
 * so a long history never sits in memory whole. A cell starting with `=`, `+`, `-` or `@` is quoted with a
 * leading apostrophe: spreadsheets would run it as a formula. On SQLite the export runs on a thread of its own
 * (csv-export.ts), since each of its reads blocks the thread that makes it.
 */
export async function* transactionsCsv(
  db: Db,
  filter: TTransactionsFilter,
  batchSize = CSV_BATCH,
): AsyncGenerator<string> {
  yield stringify([[...TRANSACTIONS_CSV_COLUMNS]]);
  const { source } = await transactionsSource(db, filter);
  const fetch = source.fetchFor(await searchRead(db, 'payments', source.term));
  let after: CursorKey | undefined;
  for (;;) {
    const keys = await fetch({ reverse: false, limit: batchSize, ...(after ? { after } : {}) });
    const rows = await paymentRowsBySeq(
      db,
      keys.map((row) => row.seq),
    );
    if (rows.length > 0) yield stringify(rows.map((row) => csvRecord(row).map(defuseFormula)));
    if (keys.length < batchSize) return;
    after = keys[keys.length - 1]!.key;
    // Let other requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
