import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { rowsBySeq } from '../../db/rows-by-seq';
import { keysetFetch } from '../../db/keyset';
import { searchablePlan, type SearchRead } from '../../db/list-page';
import { unindexed } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

type UsersEb = ExpressionBuilder<Database, 'users'>;

/** Confirmed accounts only: a sign-up whose code was never entered is not a user yet. */
const referredBy = (eb: UsersEb, organisationId: string, indexed = true) =>
  eb.and([
    indexed
      ? eb('users.referred_by_organisation_id', '=', organisationId)
      : eb(unindexed('users.referred_by_organisation_id'), '=', organisationId),
    eb('users.email_verified_at', 'is not', null),
  ]);

/** How many confirmed accounts the organisation referred (the tallies). */
export async function countReferredUsers(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('user_tallies')
    .select('count')
    .where('scope', '=', 'referred')
    .where('scope_id', '=', organisationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The referred accounts newest first along `users_by_referrer`; a search (lower-cased) is checked on the way, or
 * a rare term's candidates from the search index are sorted (decision 016).
 */
export function referredUsersFetch(
  db: Db,
  organisationId: string,
  term: string | undefined,
  search: SearchRead | undefined,
) {
  const order = { table: 'users', columns: ['created_at', 'seq'], numeric: ['seq'], direction: 'desc' as const };
  const plan = searchablePlan(db, {
    table: 'users',
    term,
    search,
    ranges: [(eb: UsersEb) => referredBy(eb, organisationId)],
    checked: (eb: UsersEb) => [referredBy(eb, organisationId, false)],
  });
  return keysetFetch(db, order, plan);
}

/** The referred accounts of a page, in the page's order. */
export const referredUsersBySeq = rowsBySeq('users.seq', (db: Db) =>
  db.selectFrom('users').select(['id', 'seq', 'first_name', 'last_name', 'email', 'category', 'created_at']),
);
