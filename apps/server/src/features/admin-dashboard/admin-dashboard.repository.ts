import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { paymentsWithRequest } from '../payments/payments.repository';

/** Timestamps are ISO-8601 text on both databases, so their first ten characters are the UTC day. */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

export function countDocumentsByStatus(db: Db) {
  return db
    .selectFrom('documents')
    .select((eb) => ['documents.status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('documents.status')
    .execute();
}

export function requestsPerDay(db: Db, since: string) {
  return db
    .selectFrom('documents')
    .select((eb) => [dayOf('documents.created_at').as('day'), eb.fn.countAll<number | string>().as('count')])
    .where('documents.created_at', '>=', since)
    .groupBy(dayOf('documents.created_at'))
    .execute();
}

/** Money counts on the day it was confirmed, not the day the attempt was opened. */
export function revenuePerDay(db: Db, since: string) {
  return db
    .selectFrom('payments')
    .select((eb) => [
      dayOf('payments.settled_at').as('day'),
      'payments.currency',
      eb.fn.sum<number | string>('payments.amount_minor').as('amount'),
    ])
    .where('payments.status', '=', 'confirmed')
    .where('payments.settled_at', '>=', since)
    .groupBy([dayOf('payments.settled_at'), 'payments.currency'])
    .execute();
}

export async function bodiesAwaitingVerification(db: Db, limit: number) {
  const [count, oldest] = await Promise.all([
    db
      .selectFrom('organisations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('verification_status', '=', 'unverified')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('organisations')
      .select(['id', 'name', 'email', 'created_at'])
      .where('verification_status', '=', 'unverified')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), oldest };
}

export async function oldestWaitingIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('documents.id')
    .where('documents.status', 'in', ['submitted', 'pending'])
    .orderBy('documents.created_at', 'asc')
    .orderBy('documents.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function failedPaymentsSince(db: Db, since: string, limit: number) {
  const [count, newest] = await Promise.all([
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'failed')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    paymentsWithRequest(db)
      .where('payments.status', '=', 'failed')
      .where('payments.created_at', '>=', since)
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), newest };
}
