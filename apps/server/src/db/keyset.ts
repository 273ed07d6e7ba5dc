import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { CursorKey } from '../lib/paging/cursor';
import type { FetchRows } from '../lib/paging/resolve-page';
import { unindexed } from './query-helpers';

// The engine is table-agnostic: its callers' conditions are typed; here a table is a name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEb = ExpressionBuilder<any, any>;

/** A list's order: columns ending in a unique one (`seq`), all in one direction. */
export type KeysetOrder = {
  table: string;
  columns: string[];
  /** The columns holding numbers (compared and keyed as numbers). */
  numeric: string[];
  direction: 'asc' | 'desc';
};

export type KeyedRow = { seq: number; key: CursorKey };

/**
 * How a page is read (decision 016):
 * - `ranges`: one index range per condition, each already in the order (the index ends in the order's columns),
 *   merged when there are several: a handful of index seeks whatever the size of the list;
 * - `set`: the rows matching the condition, read through whichever index serves the condition, then sorted (the
 *   order's columns are wrapped so that no index can serve the sort instead): for sets known to be small.
 */
export type KeysetPlan =
  | { kind: 'ranges'; ranges: ((eb: AnyEb) => Expression<SqlBool>)[] }
  | { kind: 'set'; where: (eb: AnyEb) => Expression<SqlBool> };

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** "Beyond `key`" in the direction of travel, as one row-value comparison (an index seek on both databases). */
function beyond(order: KeysetOrder, travel: 'asc' | 'desc', key: CursorKey) {
  const left = sql.join(order.columns.map((column) => sql.ref(`${order.table}.${column}`)));
  const right = sql.join(key.map((value) => sql`${value}`));
  return travel === 'asc' ? sql<SqlBool>`(${left}) > (${right})` : sql<SqlBool>`(${left}) < (${right})`;
}

/** Reads pages along the plan: what `resolvePage` calls. Rows carry their `seq` and their order key. */
export function keysetFetch(db: AnyDb, order: KeysetOrder, plan: KeysetPlan): FetchRows<KeyedRow> {
  const { table, columns } = order;
  const isNumeric = (column: string) => order.numeric.includes(column);
  const toKeyed = (row: Record<string, unknown>): KeyedRow => ({
    seq: Number(row.seq),
    key: columns.map((column) => (isNumeric(column) ? Number(row[column]) : String(row[column]))),
  });
  const selection = [...new Set([...columns, 'seq'])].map((column) => `${table}.${column}`);

  return async ({ reverse, after, offset = 0, limit }) => {
    const travel = reverse ? flip(order.direction) : order.direction;
    const select = (where: (eb: AnyEb) => Expression<SqlBool>, sortable: boolean, rows: number) => {
      let query = db
        .selectFrom(table)
        .select(selection)
        .where(where)
        .$if(after !== undefined, (q) => q.where(beyond(order, travel, after!)));
      for (const column of columns) {
        const ref = `${table}.${column}`;
        query = query.orderBy(sortable ? ref : unindexed(ref, isNumeric(column) ? 'number' : 'text'), travel);
      }
      return query.limit(rows);
    };

    if (plan.kind === 'set') {
      return (await select(plan.where, false, limit).offset(offset).execute()).map(toKeyed);
    }
    if (plan.ranges.length === 0) return [];
    if (plan.ranges.length === 1) {
      return (await select(plan.ranges[0]!, true, limit).offset(offset).execute()).map(toKeyed);
    }
    // Each range gives its own first rows in order; the page is the first of all of them.
    const [first, ...rest] = plan.ranges.map((range, index) =>
      db.selectFrom(select(range, true, offset + limit).as(`r${index}`)).selectAll(),
    );
    let merged = first!;
    for (const next of rest) merged = merged.unionAll(next);
    let outer = db.selectFrom(merged.as('merged')).selectAll();
    for (const column of columns) outer = outer.orderBy(sql.ref(`merged.${column}`), travel);
    return (await outer.limit(limit).offset(offset).execute()).map(toKeyed);
  };
}
