import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, DocumentStatus } from '../../db/schema';
import { keysetFetch, type KeyedRow, type KeysetOrder, type KeysetPlan } from '../../db/keyset';
import { searchablePlan, type SearchRead } from '../../db/list-page';
import { unindexed } from '../../db/query-helpers';
import type { FetchRows } from '../../lib/paging/resolve-page';

/**
 * Which requests a caller is looking at, each a column of its own with its own indexes and tallies (decision 016).
 * `received` and `referred-by-organisation` never include unpaid requests (DESIGN section 3: an unpaid request
 * never reaches a verifier, and it is still its owner's draft).
 */
export type DocumentScope =
  | { kind: 'sent-by-user'; userId: string }
  | { kind: 'sent-by-organisation'; organisationId: string }
  | { kind: 'received'; organisationId: string }
  | { kind: 'referred-by-organisation'; organisationId: string }
  /** Every request in the service, unpaid ones included: administrators only. */
  | { kind: 'all' };

type ScopeColumn = 'uploaded_by_user_id' | 'sender_organisation_id' | 'organisation_id' | 'referrer_organisation_id';

type ScopeShape = {
  column: ScopeColumn | null;
  value: string;
  paidOnly: boolean;
  tally: { scope: 'all' | 'uploader' | 'sender' | 'organisation' | 'referrer'; id: string };
};

export function scopeShape(scope: DocumentScope): ScopeShape {
  switch (scope.kind) {
    case 'all':
      return { column: null, value: '', paidOnly: false, tally: { scope: 'all', id: '' } };
    case 'sent-by-user':
      return {
        column: 'uploaded_by_user_id',
        value: scope.userId,
        paidOnly: false,
        tally: { scope: 'uploader', id: scope.userId },
      };
    case 'sent-by-organisation':
      return {
        column: 'sender_organisation_id',
        value: scope.organisationId,
        paidOnly: false,
        tally: { scope: 'sender', id: scope.organisationId },
      };
    case 'received':
      return {
        column: 'organisation_id',
        value: scope.organisationId,
        paidOnly: true,
        tally: { scope: 'organisation', id: scope.organisationId },
      };
    case 'referred-by-organisation':
      return {
        column: 'referrer_organisation_id',
        value: scope.organisationId,
        paidOnly: true,
        tally: { scope: 'referrer', id: scope.organisationId },
      };
  }
}

type DocumentsEb = ExpressionBuilder<Database, 'documents'>;

/** The scope as a condition; `indexed: false` keeps the planners off its index (query-helpers `unindexed`). */
export function inScope(eb: DocumentsEb, scope: DocumentScope, indexed = true): Expression<SqlBool> {
  const shape = scopeShape(scope);
  const conditions: Expression<SqlBool>[] = [];
  if (shape.column) {
    const column = `documents.${shape.column}`;
    conditions.push(
      indexed
        ? eb(eb.ref(column as 'documents.organisation_id'), '=', shape.value)
        : eb(unindexed(column), '=', shape.value),
    );
  }
  // A literal, not a parameter: SQLite can then use the same term against any index.
  if (shape.paidOnly) conditions.push(sql<SqlBool>`documents.status <> 'awaiting_payment'`);
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : eb.and(conditions);
}

export type ScopeCount = { status: DocumentStatus; document_type_name: string; count: number };

/** How many requests of the scope are in each status and type (from the tallies: a few rows, never a scan). */
export async function scopeCounts(db: Db, scope: DocumentScope): Promise<ScopeCount[]> {
  const shape = scopeShape(scope);
  const rows = await db
    .selectFrom('document_tallies')
    .select(['status', 'document_type_name', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('scope', '=', shape.tally.scope)
    .where('scope_id', '=', shape.tally.id)
    .$if(shape.paidOnly, (query) => query.where(sql<SqlBool>`status <> 'awaiting_payment'`))
    .groupBy(['status', 'document_type_name'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) })).filter((row) => row.count > 0);
}

export type DocumentOrder = { field: 'newest' | 'name' | 'payment_status'; direction: 'asc' | 'desc' };

/** Every order ends in `created_at, seq`, all in one direction, so a page continues from a row's values alone. */
export function orderColumns(order: DocumentOrder): {
  columns: ('created_at' | 'seq' | 'sort_name' | 'payment_status')[];
  direction: 'asc' | 'desc';
} {
  if (order.field === 'name') return { columns: ['sort_name', 'created_at', 'seq'], direction: order.direction };
  if (order.field === 'payment_status') {
    return { columns: ['payment_status', 'created_at', 'seq'], direction: order.direction };
  }
  return { columns: ['created_at', 'seq'], direction: 'desc' };
}

/**
 * How a page is read (decision 016), chosen from the tallies and the search index, never left to a planner:
 * - `index`: down the scope's index for the order, the filters checked on the way (no filter, or one common
 *   enough that a page is found within a few thousand rows);
 * - `merge`: newest first with filters, one index range per (status, type) the filters allow, merged;
 * - `set`: a rare filter's rows read first through the facets index, then sorted.
 * A search replaces the plan (db/list-page `searchablePlan`).
 */
export type DocumentListPlan =
  | { kind: 'index' }
  | { kind: 'merge'; combos: { status: DocumentStatus; document_type_name: string }[] }
  | { kind: 'set' };

export type DocumentListQuery = {
  scope: DocumentScope;
  status?: DocumentStatus | undefined;
  documentTypeName?: string | undefined;
  /** Lower-cased; checked against each row's search text. */
  search?: string | undefined;
  order: DocumentOrder;
};

function facetConditions(eb: DocumentsEb, query: DocumentListQuery, indexed: boolean): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const column = (name: 'status' | 'document_type_name') =>
    indexed ? eb.ref(`documents.${name}`) : unindexed(`documents.${name}`);
  if (query.status) conditions.push(eb(column('status'), '=', query.status));
  if (query.documentTypeName) conditions.push(eb(column('document_type_name'), '=', query.documentTypeName));
  return conditions;
}

/** Reads pages of the list along the plan (db/keyset): what `resolvePage` calls. */
export function documentListFetch(
  db: Db,
  query: DocumentListQuery,
  plan: DocumentListPlan,
  search?: SearchRead,
): FetchRows<KeyedRow> {
  const order: KeysetOrder = { table: 'documents', ...orderColumns(query.order), numeric: ['seq'] };
  const where = (conditions: (eb: DocumentsEb) => Expression<SqlBool>[]) => (eb: DocumentsEb) => eb.and(conditions(eb));
  if (query.search) {
    // A search reads the scope's index for the order (or its candidates), the filters only checked.
    return keysetFetch(
      db,
      order,
      searchablePlan(db, {
        table: 'documents',
        term: query.search,
        search,
        ranges: [where((eb) => [inScope(eb, query.scope), ...facetConditions(eb, query, false)])],
        checked: (eb: DocumentsEb) => [inScope(eb, query.scope, false), ...facetConditions(eb, query, false)],
      }),
    );
  }
  const keysetPlan: KeysetPlan =
    plan.kind === 'merge'
      ? {
          kind: 'ranges',
          ranges: plan.combos.map((combo) =>
            where((eb) => [
              inScope(eb, query.scope),
              eb('documents.status', '=', combo.status),
              eb('documents.document_type_name', '=', combo.document_type_name),
            ]),
          ),
        }
      : plan.kind === 'set'
        ? { kind: 'set', where: where((eb) => [inScope(eb, query.scope), ...facetConditions(eb, query, true)]) }
        : { kind: 'ranges', ranges: [where((eb) => [inScope(eb, query.scope), ...facetConditions(eb, query, false)])] };
  return keysetFetch(db, order, keysetPlan);
}
