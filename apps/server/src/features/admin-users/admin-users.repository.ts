import { USERS_PAGE_SIZE } from '@docverify/contract/admin/users';
import type { TVerificationStatus } from '@docverify/contract/admin/services';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
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
  const [rows, count] = await Promise.all([
    query
      .orderBy('organisations.created_at', 'desc')
      .orderBy('organisations.id')
      .limit(USERS_PAGE_SIZE)
      .offset(offsetOf(filter.page))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Accounts with their own organisation (for org and staff) and the organisation that referred them. */
function accounts(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('organisations as own', 'own.id', 'users.organisation_id')
    .leftJoin('organisations as referrer', 'referrer.id', 'users.referred_by_organisation_id')
    .selectAll('users')
    .select([
      'own.name as own_name',
      'own.verification_status as own_verification_status',
      'own.transcript_access as own_transcript_access',
      'referrer.name as referrer_name',
    ]);
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['execute']>>[number];

/** Administrators, or the individual, student and agent accounts: newest first. */
export async function listAccounts(db: Db, kind: 'administrators' | 'individuals', filter: Page) {
  let query =
    kind === 'administrators'
      ? accounts(db).where('users.is_system_admin', '=', 1)
      : accounts(db).where('users.is_system_admin', '=', 0).where('users.category', 'in', ['indv', 'student', 'agent']);
  if (filter.search) {
    query = query.where(
      sql<SqlBool>`lower(users.first_name || ' ' || users.last_name || ' ' || users.email || ' ' || coalesce(users.phone, '')) like ${likePattern(filter.search)} escape '\\'`,
    );
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id')
      .limit(USERS_PAGE_SIZE)
      .offset(offsetOf(filter.page))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findAccount(db: Db, userId: string): Promise<AccountRow | undefined> {
  return accounts(db).where('users.id', '=', userId).executeTakeFirst();
}
