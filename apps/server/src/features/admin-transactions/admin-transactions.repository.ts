import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { keysetFetch, type KeyedRow } from '../../db/keyset';
import { searchablePlan, type SearchRead } from '../../db/list-page';
import { unindexed } from '../../db/query-helpers';
import type { Database, PaymentStatus } from '../../db/schema';
import type { FetchRows } from '../../lib/paging/resolve-page';

type PaymentsEb = ExpressionBuilder<Database, 'payments'>;

/** The first instant after the `to` day, so the whole of that day is included. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

/** A (status, gateway) pair the filter allows and some payment has: one range of `payments_by_facets`. */
export type PaymentCombo = { status: PaymentStatus; gateway: string };

/**
 * Count and sum per currency, status and gateway over the filter's days: the tallies per day when days are
 * chosen (a few rows a day), the all-time tallies otherwise (a few rows).
 */
export async function paymentTallies(db: Db, filter: TTransactionsFilter) {
  const days = filter.from !== undefined || filter.to !== undefined;
  const rows = await db
    .selectFrom(days ? 'payment_tallies' : 'payment_totals')
    .select((eb) => [
      'currency',
      'status',
      'gateway',
      eb.fn.sum<number>('count').as('count'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
    .$if(filter.gateway !== undefined, (q) => q.where('gateway', '=', filter.gateway!))
    .$if(filter.from !== undefined, (q) => q.where(sql.ref('day'), '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where(sql.ref('day'), '<=', filter.to!))
    .groupBy(['currency', 'status', 'gateway'])
    .execute();
  return rows
    .map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }))
    .filter((row) => row.count !== 0);
}

function inDays(eb: PaymentsEb, filter: TTransactionsFilter, indexed = true): Expression<SqlBool>[] {
  const column = indexed ? eb.ref('payments.created_at') : unindexed('payments.created_at');
  return [
    ...(filter.from ? [eb(column, '>=', `${filter.from}T00:00:00.000Z`)] : []),
    ...(filter.to ? [eb(column, '<', dayAfter(filter.to))] : []),
  ];
}

/** A payment's gateway as the tallies key it: '' for an attempt no gateway has taken. */
const gatewayIs = (eb: PaymentsEb, gateway: string) =>
  gateway === '' ? eb('payments.gateway', 'is', null) : eb('payments.gateway', '=', gateway as 'sandbox');

/**
 * How the transactions list reads a page (decision 016): newest first along `payments_by_newest` when neither
 * status nor gateway is filtered, else a merge of one `payments_by_facets` range per (status, gateway) pair; a
 * search is checked row by row on the way, or, for a rare term, the search index's candidates are sorted.
 */
export function paymentListFetch(
  db: Db,
  filter: TTransactionsFilter & { search?: string | undefined },
  combos: PaymentCombo[] | null,
  search: SearchRead | undefined,
): FetchRows<KeyedRow> {
  const order = { table: 'payments', columns: ['created_at', 'seq'], numeric: ['seq'], direction: 'desc' as const };
  const term = filter.search;
  // The filters as checks only: over a search's candidates, or along the newest-first index while a term is checked.
  const checked = (eb: PaymentsEb, days: boolean) => [
    ...(filter.status ? [eb(unindexed('payments.status'), '=', filter.status)] : []),
    ...(filter.gateway ? [eb(unindexed('payments.gateway'), '=', filter.gateway)] : []),
    ...(days ? inDays(eb, filter, false) : []),
  ];
  const newest = (eb: PaymentsEb, extra: Expression<SqlBool>[]) =>
    eb.and([...inDays(eb, filter), ...extra].length > 0 ? [...inDays(eb, filter), ...extra] : [sql<SqlBool>`1 = 1`]);
  const ranges =
    combos && !term
      ? combos.map(
          (combo) => (eb: PaymentsEb) =>
            eb.and([eb('payments.status', '=', combo.status), gatewayIs(eb, combo.gateway), ...inDays(eb, filter)]),
        )
      : [(eb: PaymentsEb) => newest(eb, checked(eb, false))];
  const keysetPlan = searchablePlan(db, {
    table: 'payments',
    term,
    search,
    ranges,
    checked: (eb: PaymentsEb) => checked(eb, true),
  });
  return keysetFetch(db, order, keysetPlan);
}

/** Count and sum per currency and status over a set of payments (a rare search's, a thousand at most). */
export async function totalsOf(db: Db, seqs: number[]) {
  if (seqs.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [
      'currency',
      'status',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount_minor').as('amount'),
    ])
    .where('seq', 'in', seqs)
    .groupBy(['currency', 'status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}
