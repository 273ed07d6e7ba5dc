import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { likePattern } from '../../lib/like';

/** Confirmed accounts only: a sign-up whose code was never entered is not a user yet. */
function referredBy(eb: ExpressionBuilder<Database, 'users'>, organisationId: string, search?: string) {
  const conditions = [
    eb('users.referred_by_organisation_id', '=', organisationId),
    eb('users.email_verified_at', 'is not', null),
  ];
  if (search) {
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not.
    conditions.push(
      eb(
        sql<string>`lower(users.first_name || ' ' || users.last_name || ' ' || users.email)`,
        'like',
        sql<string>`${likePattern(search)} escape '\\'`,
      ),
    );
  }
  return eb.and(conditions);
}

export async function countReferredUsers(db: Db, organisationId: string, search?: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where((eb) => referredBy(eb, organisationId, search))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function pageOfReferredUsers(
  db: Db,
  organisationId: string,
  search: string | undefined,
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'category', 'created_at'])
    .where((eb) => referredBy(eb, organisationId, search))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
