import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { keysetFetch, type KeyedRow, type KeysetPlan } from '../../db/keyset';
import type { SearchRead } from '../../db/list-page';
import { containsText, unindexed } from '../../db/query-helpers';
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

function inDays(eb: PaymentsEb, filter: TTransactionsFilter): Expression<SqlBool>[] {
  return [
    ...(filter.from ? [eb('payments.created_at', '>=', `${filter.from}T00:00:00.000Z`)] : []),
    ...(filter.to ? [eb('payments.created_at', '<', dayAfter(filter.to))] : []),
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
  const candidates = search && 'candidates' in search ? search.candidates : undefined;
  const order = { table: 'payments', columns: ['created_at', 'seq'], numeric: ['seq'], direction: 'desc' as const };
  const term = filter.search;
  const searched = (): Expression<SqlBool>[] => (term ? [containsText(db, 'payments.search_text', term)] : []);
  let keysetPlan: KeysetPlan;
  if (candidates) {
    keysetPlan = {
      kind: 'set',
      where: (eb: PaymentsEb) =>
        eb.and([
          eb('payments.seq', 'in', candidates.length > 0 ? candidates : [-1]),
          ...(filter.status ? [eb(unindexed('payments.status'), '=', filter.status)] : []),
          ...(filter.gateway ? [eb(unindexed('payments.gateway'), '=', filter.gateway)] : []),
          ...(filter.from ? [eb(unindexed('payments.created_at'), '>=', `${filter.from}T00:00:00.000Z`)] : []),
          ...(filter.to ? [eb(unindexed('payments.created_at'), '<', dayAfter(filter.to))] : []),
          ...searched(),
        ]),
    } as KeysetPlan;
  } else {
    const ranges = combos
      ? combos.map(
          (combo) => (eb: PaymentsEb) =>
            eb.and([eb('payments.status', '=', combo.status), gatewayIs(eb, combo.gateway), ...inDays(eb, filter)]),
        )
      : [(eb: PaymentsEb) => eb.and(inDays(eb, filter).length > 0 ? inDays(eb, filter) : [sql<SqlBool>`1 = 1`])];
    keysetPlan = {
      kind: 'ranges',
      ranges,
      ...(term ? { check: (eb: PaymentsEb) => eb.and(searched()) } : {}),
      ...(search && 'stats' in search ? { stats: search.stats } : {}),
    } as KeysetPlan;
  }
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
