import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { AppError } from '../lib/errors';
import type { CursorKey } from '../lib/paging/cursor';
import type { FetchRows } from '../lib/paging/resolve-page';
import { listLimits } from '../lib/paging/limits';
import { loopShare } from '../lib/loop-share';
import { executeNamed } from './named-statements';
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

/** What a checked read saw: the share of matches among the entries read estimates a search's count. */
export type ScanStats = { scanned: number; matched: number };

/**
 * How a page is read (decision 016):
 * - `ranges`: one index range per condition, each already in the order (the index ends in the order's columns),
 *   merged when there are several: a handful of index seeks whatever the size of the list;
 * - `set`: the rows matching the condition, read through whichever index serves the condition, then sorted (the
 *   order's columns are wrapped so that no index can serve the sort instead): for sets known to be small.
 */
export type KeysetPlan =
  | {
      kind: 'ranges';
      ranges: ((eb: AnyEb) => Expression<SqlBool>)[];
      /**
       * A condition only the row itself can answer (a search): a single range is then read a window of
       * `listLimits.scanWindow` index entries at a time, so however rare the matches no statement reads more than
       * a window, giving way to other requests between windows once it has run a while (lib/loop-share).
       */
      check?: (eb: AnyEb) => Expression<SqlBool>;
      /** Filled as a check is made: how many index entries were read and how many rows matched. */
      stats?: ScanStats;
    }
  | { kind: 'set'; where: (eb: AnyEb) => Expression<SqlBool> };

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/**
 * "Beyond `key`" in the direction of travel, or with `upTo` "not beyond it" (at or before), as one row-value
 * comparison: an index bound on both databases (PostgreSQL cannot bound an index by `not (…) < (…)`).
 */
function beyond(order: KeysetOrder, travel: 'asc' | 'desc', key: CursorKey, upTo = false) {
  const left = sql.join(order.columns.map((column) => sql.ref(`${order.table}.${column}`)));
  const right = sql.join(key.map((value) => sql`${value}`));
  const operator = travel === 'asc' ? (upTo ? '<=' : '>') : upTo ? '>=' : '<';
  return sql<SqlBool>`(${left}) ${sql.raw(operator)} (${right})`;
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

  // A cursor comes back from the client: its position must have the order's shape, one value of the column's kind
  // per column, or the row comparison fails in the database (a 500 for what is the client's mistake).
  const fitsOrder = (key: CursorKey) =>
    key.length === columns.length &&
    key.every((value, i) =>
      isNumeric(columns[i]!) ? typeof value === 'number' && Number.isSafeInteger(value) : typeof value === 'string',
    );

  return async ({ reverse, after, offset = 0, limit }) => {
    if (after !== undefined && !fitsOrder(after)) throw AppError.validation('cursor', 'Page cursor is not valid');
    const travel = reverse ? flip(order.direction) : order.direction;
    const select = (where: (eb: AnyEb) => Expression<SqlBool>, sortable: boolean, rows: number, rowsInText = false) => {
      let query = db
        .selectFrom(table)
        .select(selection)
        .where(where)
        .$if(after !== undefined, (q) => q.where(beyond(order, travel, after!)));
      for (const column of columns) {
        const ref = `${table}.${column}`;
        query = query.orderBy(sortable ? ref : unindexed(ref, isNumeric(column) ? 'number' : 'text'), travel);
      }
      return query.limit(rowsInText ? sql.lit(rows) : rows);
    };

    if (plan.kind === 'set') {
      // Unnamed (db/named-statements `executeNamed`): a set is often a search's candidates, an `in` list of any length.
      return (await select(plan.where, false, limit).offset(offset).execute()).map(toKeyed);
    }
    if (plan.ranges.length === 0) return [];
    const { check } = plan;
    if (plan.ranges.length === 1 && check) {
      return windowed(plan.ranges[0]!, check, plan.stats);
    }
    if (plan.ranges.length === 1) {
      return (await executeNamed(db, select(plan.ranges[0]!, true, limit).offset(offset))).map(toKeyed);
    }
    // Each range gives its own first rows in order; the page is the first of all of them. Each range's count is in
    // the SQL text, rounded up to a power of two (a few texts per list): with it a parameter, PostgreSQL's generic
    // plan guesses a tenth of the table per range and is never chosen, so every run was planned afresh, 4–6 ms for
    // the ~20 ranges of the administrator's oldest waiting requests against 0.5 ms to run.
    const rangeRows = 2 ** Math.ceil(Math.log2(Math.max(8, offset + limit)));
    const [first, ...rest] = plan.ranges.map((range, index) =>
      db
        .selectFrom(
          select(check ? (eb) => eb.and([range(eb), check(eb)]) : range, true, rangeRows, true).as(`r${index}`),
        )
        .selectAll(),
    );
    let merged = first!;
    for (const next of rest) merged = merged.unionAll(next);
    let outer = db.selectFrom(merged.as('merged')).selectAll();
    for (const column of columns) outer = outer.orderBy(sql.ref(`merged.${column}`), travel);
    return (await executeNamed(db, outer.limit(limit).offset(offset))).map(toKeyed);

    /** One window of the index at a time: where it ends (index entries only), then its matching rows. */
    async function windowed(
      range: (eb: AnyEb) => Expression<SqlBool>,
      matches: (eb: AnyEb) => Expression<SqlBool>,
      stats: ScanStats | undefined,
    ): Promise<KeyedRow[]> {
      const found: KeyedRow[] = [];
      const giveWay = loopShare();
      let skip = offset;
      let from = after;
      const within = (eb: AnyEb, start: CursorKey | undefined, end: CursorKey | undefined) => [
        range(eb),
        ...(start !== undefined ? [beyond(order, travel, start)] : []),
        ...(end !== undefined ? [beyond(order, travel, end, true)] : []),
      ];
      // Index entries from `start` up to `end` (or the list's end), counted no further than a window.
      const entries = async (start: CursorKey | undefined, end: CursorKey | undefined) => {
        let inner = db
          .selectFrom(table)
          .select(sql`1`.as('one'))
          .where((eb) => eb.and(within(eb, start, end)));
        // In the list's order, so both planners walk its index rather than the table.
        for (const column of columns) inner = inner.orderBy(`${table}.${column}`, travel);
        inner = inner.limit(listLimits.scanWindow);
        const row = await db
          .selectFrom(inner.as('window'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      for (;;) {
        let edge = db
          .selectFrom(table)
          .select(selection)
          .where((eb) => eb.and(within(eb, from, undefined)));
        for (const column of columns) edge = edge.orderBy(`${table}.${column}`, travel);
        const end = await edge
          .limit(1)
          .offset(listLimits.scanWindow - 1)
          .executeTakeFirst();
        const windowEnd = end ? toKeyed(end).key : undefined;
        const wanted = skip + limit - found.length;
        const rows = (
          await select((eb) => eb.and([...within(eb, from, windowEnd), matches(eb)]), true, wanted).execute()
        ).map(toKeyed);
        if (stats) {
          // A window read through counts whole; one the page ended in counts up to the page's last row.
          const stoppedAt = rows.length === wanted ? rows[rows.length - 1]!.key : undefined;
          stats.scanned += stoppedAt || !windowEnd ? await entries(from, stoppedAt) : listLimits.scanWindow;
          stats.matched += rows.length;
        }
        const kept = rows.slice(skip);
        skip = Math.max(0, skip - rows.length);
        found.push(...kept);
        if (found.length >= limit || !windowEnd) return found.slice(0, limit);
        from = windowEnd;
        await giveWay();
      }
    }
  };
}
