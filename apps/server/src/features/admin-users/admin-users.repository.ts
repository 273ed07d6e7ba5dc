import { USERS_PAGE_SIZE } from '@docverify/contract/admin/users';
import type { TVerificationStatus } from '@docverify/contract/admin/services';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { rowsBySeq } from '../../db/rows-by-seq';
import { keysetFetch } from '../../db/keyset';
import { searchablePlan, type SearchRead } from '../../db/list-page';
import { unindexed, pageWithTotal } from '../../db/query-helpers';
import type { Database } from '../../db/schema';
import { likePattern } from '../../lib/like';
import { institutions } from '../institutions/institutions.repository';

type Page = { page: number; search?: string | undefined };

const offsetOf = (page: number) => (page - 1) * USERS_PAGE_SIZE;

/** Verifying bodies with the account that signed each up (its authorised person); seeded bodies have none. */
function companies(db: Db) {
  return institutions(db)
    .leftJoin('users as account', 'account.id', 'organisations.created_by_user_id')
    .select([
      'account.id as account_id',
      'account.first_name as account_first_name',
      'account.last_name as account_last_name',
      'account.email as account_email',
      'account.status as account_status',
      'account.email_verified_at as account_email_verified_at',
    ]);
}

export type CompanyRow = Awaited<ReturnType<ReturnType<typeof companies>['execute']>>[number];

export async function listCompanies(db: Db, filter: Page & { verification_status?: TVerificationStatus | undefined }) {
  let query = companies(db);
  if (filter.verification_status) {
    query = query.where('organisations.verification_status', '=', filter.verification_status);
  }
  if (filter.search) {
    // `||` joins text on SQLite and PostgreSQL alike; the account's e-mail finds a body by its person too.
    query = query.where(
      sql<SqlBool>`lower(organisations.name || ' ' || organisations.referral_code || ' ' || coalesce(organisations.email, '') || ' ' || coalesce(organisations.phone, '') || ' ' || coalesce(account.email, '')) like ${likePattern(filter.search)} escape '\\'`,
    );
  }
  return pageWithTotal(query, (rows) =>
    rows
      .orderBy('organisations.created_at', 'desc')
      .orderBy('organisations.id')
      .limit(USERS_PAGE_SIZE)
      .offset(offsetOf(filter.page)),
  );
}

/**
 * Accounts with their own organisation (for org and staff) and the organisation that referred them. Each column
 * is named: never the password hash or the search text.
 */
function accounts(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('organisations as own', 'own.id', 'users.organisation_id')
    .leftJoin('organisations as referrer', 'referrer.id', 'users.referred_by_organisation_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone',
      'users.category',
      'users.is_system_admin',
      'users.system_admin_type',
      'users.status',
      'users.email_verified_at',
      'users.organisation_id',
      'users.referred_by_organisation_id',
      'users.last_login_at',
      'users.created_at',
      'users.updated_at',
      'users.deactivated_by_admin_at',
      'users.seq',
    ])
    .select([
      'own.name as own_name',
      'own.verification_status as own_verification_status',
      'own.transcript_access as own_transcript_access',
      'referrer.name as referrer_name',
    ]);
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['execute']>>[number];

export type AccountList = 'administrators' | 'individuals';

/** The categories each list merges: administrators have none; individual accounts are of three kinds. */
const categoriesOf = { administrators: [null], individuals: ['indv', 'student', 'agent'] } as const;

/** How many accounts a list holds (the tallies). */
export async function countAccounts(db: Db, list: AccountList): Promise<number> {
  const row = await db
    .selectFrom('user_tallies')
    .select('count')
    .where('scope', '=', list)
    .where('scope_id', '=', '')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

type UsersEb = ExpressionBuilder<Database, 'users'>;

/**
 * The list's accounts, newest first: one `users_by_kind` range per category (on SQLite `users_by_kind_searched`,
 * which holds the search text: migration 018), merged (decision 016).
 */
export function accountsFetch(db: Db, list: AccountList, term: string | undefined, search: SearchRead | undefined) {
  const order = { table: 'users', columns: ['created_at', 'seq'], numeric: ['seq'], direction: 'desc' as const };
  const admin = list === 'administrators' ? 1 : 0;
  // `indexed: false` for the candidates' checks: an index on the kind would read every account of it (decision 016).
  const inList = (eb: UsersEb, category: string | null, indexed = true) => {
    const column = (name: 'is_system_admin' | 'category') =>
      indexed ? eb.ref(`users.${name}`) : unindexed(`users.${name}`, name === 'is_system_admin' ? 'number' : 'text');
    return eb.and([
      eb(column('is_system_admin'), '=', admin),
      category === null ? eb(column('category'), 'is', null) : eb(column('category'), '=', category),
    ]);
  };
  const plan = searchablePlan(db, {
    table: 'users',
    term,
    search,
    ranges: categoriesOf[list].map((category) => (eb: UsersEb) => inList(eb, category)),
    checked: (eb: UsersEb) => [eb.or(categoriesOf[list].map((category) => inList(eb, category, false)))],
  });
  return keysetFetch(db, order, plan);
}

/** The accounts of a page, in the page's order. */
export const accountsBySeq: (db: Db, seqs: number[]) => Promise<AccountRow[]> = rowsBySeq('users.seq', accounts);

export function findAccount(db: Db, userId: string): Promise<AccountRow | undefined> {
  return accounts(db).where('users.id', '=', userId).executeTakeFirst();
}
