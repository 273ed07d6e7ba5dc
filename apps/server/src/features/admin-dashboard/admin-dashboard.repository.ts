import type { Db } from '../../db/database';

/** Requests opened per day since `sinceDay` (the tallies: one row a day). */
export function requestsPerDay(db: Db, sinceDay: string) {
  return db.selectFrom('document_days').select(['day', 'count']).where('day', '>=', sinceDay).execute();
}

/** Money counts on the day it was confirmed, not the day the attempt was opened (the tallies). */
export function revenuePerDay(db: Db, sinceDay: string) {
  return db.selectFrom('revenue_days').select(['day', 'currency', 'amount']).where('day', '>=', sinceDay).execute();
}

/** Organisations waiting for an administrator's verification: a few hundred bodies at most, read whole. */
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
