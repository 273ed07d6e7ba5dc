import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { paymentsWithRequest, type PaymentListRow } from '../payments/payments.repository';
import { likePattern } from '../../lib/like';

type PaymentsEb = ExpressionBuilder<Database, 'payments' | 'documents' | 'users'>;

/** The first instant after the `to` day, so the whole of that day is included. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

function matching(eb: PaymentsEb, filter: TTransactionsFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status) conditions.push(eb('payments.status', '=', filter.status));
  if (filter.gateway) conditions.push(eb('payments.gateway', '=', filter.gateway));
  if (filter.from) conditions.push(eb('payments.created_at', '>=', `${filter.from}T00:00:00.000Z`));
  if (filter.to) conditions.push(eb('payments.created_at', '<', dayAfter(filter.to)));
  if (filter.search) {
    // The request's search text holds its application id, reference and owner's names; the payer is the uploader.
    const pattern = likePattern(filter.search);
    conditions.push(
      eb.or([
        sql<SqlBool>`lower(payments.reference) like ${pattern} escape '\\'`,
        sql<SqlBool>`documents.search_text like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(users.email) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(users.first_name || ' ' || users.last_name) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return eb.and(conditions);
}

/** One page of every payment the filter matches, newest first. */
export function listPayments(
  db: Db,
  filter: TTransactionsFilter,
  page: { limit: number; offset: number },
): Promise<PaymentListRow[]> {
  return paymentsWithRequest(db)
    .where((eb) => matching(eb, filter))
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Where a batch of the newest-first order ended: the next batch starts after it. */
export type PaymentCursor = { createdAt: string; id: string };

/**
 * The next `limit` payments the filter matches after the cursor (from the newest without one), newest first.
 * Each batch starts where the last ended along `payments_newest_idx`, so reading everything costs one pass;
 * an OFFSET would walk every earlier row again for each batch.
 */
export function paymentsAfter(
  db: Db,
  filter: TTransactionsFilter,
  cursor: PaymentCursor | undefined,
  limit: number,
): Promise<PaymentListRow[]> {
  return (
    paymentsWithRequest(db)
      .where((eb) => matching(eb, filter))
      // A row-value comparison, so both databases seek to the cursor in the index instead of filtering from the top.
      .$if(cursor !== undefined, (query) =>
        query.where((eb) =>
          eb(eb.refTuple('payments.created_at', 'payments.id'), '<', eb.tuple(cursor!.createdAt, cursor!.id)),
        ),
      )
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** Count and sum per currency and status over the whole filter. */
export async function paymentTotals(db: Db, filter: TTransactionsFilter) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('documents', 'documents.id', 'payments.document_id')
    .innerJoin('users', 'users.id', 'documents.uploaded_by_user_id')
    .where((eb) => matching(eb, filter))
    .select((eb) => [
      'payments.currency',
      'payments.status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('payments.amount_minor').as('amount'),
    ])
    .groupBy(['payments.currency', 'payments.status'])
    .orderBy('payments.currency')
    .orderBy('payments.status')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    status: row.status,
    count: Number(row.count),
    amount: Number(row.amount),
  }));
}
