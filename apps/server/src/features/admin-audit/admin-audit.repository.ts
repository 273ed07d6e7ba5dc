import type { TAuditEntityType } from '@docverify/contract/admin/audit';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { rowsBySeq } from '../../db/rows-by-seq';
import { keysetFetch, type KeyedRow } from '../../db/keyset';
import { searchablePlan, type SearchRead } from '../../db/list-page';
import { unindexed } from '../../db/query-helpers';
import type { Database } from '../../db/schema';
import type { FetchRows } from '../../lib/paging/resolve-page';

/** `search` is lower-cased; the trail's search text holds the action, the record and who acted. */
export type AuditFilter = { search?: string; entityType?: TAuditEntityType; from?: string; to?: string };

type AuditEb = ExpressionBuilder<Database, 'audit_log'>;

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

function inDays(eb: AuditEb, filter: AuditFilter, indexed = true): Expression<SqlBool>[] {
  const column = indexed ? eb.ref('audit_log.created_at') : unindexed('audit_log.created_at');
  return [
    ...(filter.from ? [eb(column, '>=', `${filter.from}T00:00:00.000Z`)] : []),
    ...(filter.to ? [eb(column, '<', dayAfter(filter.to))] : []),
  ];
}

/** How many entries the filter's days and kind hold (the tallies: one row per day and kind). */
export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await db
    .selectFrom('audit_tallies')
    .select((eb) => eb.fn.sum<number>('count').as('count'))
    .$if(filter.entityType !== undefined, (q) => q.where('entity_type', '=', filter.entityType!))
    .$if(filter.from !== undefined, (q) => q.where('day', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('day', '<=', filter.to!))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function auditCondition(eb: AuditEb, filter: AuditFilter): Expression<SqlBool> {
  return eb.and([
    ...(filter.entityType ? [eb('audit_log.entity_type', '=', filter.entityType)] : []),
    ...inDays(eb, filter),
  ]);
}

/**
 * Newest first along `audit_log_by_newest` (on SQLite `audit_log_by_newest_searched`, which holds the search text:
 * migration 018), or `audit_log_by_entity_type` for one kind of record; a search is checked row by row on the way,
 * or a rare term's candidates from the search index are sorted (decision 016).
 */
export function auditFetch(db: Db, filter: AuditFilter, search: SearchRead | undefined): FetchRows<KeyedRow> {
  const order = { table: 'audit_log', columns: ['created_at', 'seq'], numeric: ['seq'], direction: 'desc' as const };
  return keysetFetch(
    db,
    order,
    searchablePlan(db, {
      table: 'audit_log',
      term: filter.search,
      search,
      ranges: [(eb: AuditEb) => auditCondition(eb, filter)],
      checked: (eb: AuditEb) => [
        ...(filter.entityType ? [eb(unindexed('audit_log.entity_type'), '=', filter.entityType)] : []),
        ...inDays(eb, filter, false),
      ],
    }),
  );
}

/** The entries of a page, with who made each, in the page's order. */
function auditEntries(db: Db) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.id',
      'audit_log.actor_user_id',
      'audit_log.action',
      'audit_log.entity_type',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.context_json',
      'audit_log.created_at',
      'audit_log.seq',
      'users.first_name',
      'users.last_name',
      'users.email',
    ]);
}

export type AuditListRow = Awaited<ReturnType<ReturnType<typeof auditEntries>['execute']>>[number];

export const auditEntriesBySeq: (db: Db, seqs: number[]) => Promise<AuditListRow[]> = rowsBySeq(
  'audit_log.seq',
  auditEntries,
);
