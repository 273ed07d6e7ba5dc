import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/**
 * The column's value in an expression no index answers. A list picks its plan itself (decision 016), so where a
 * plan must read through one index and filter or sort by other columns, those columns are wrapped in this and
 * neither database's planner can wander off to another index (an index on a filter that then sorts 100,000 rows).
 */
export function unindexed(column: string, kind: 'text' | 'number' = 'text'): RawBuilder<unknown> {
  return kind === 'text' ? sql`(${sql.ref(column)} || '')` : sql`(${sql.ref(column)} + 0)`;
}

/** Case-sensitive substring test on lower-cased text (`search_text` holds lower case; so does the term). */
export function containsText(db: Db, column: string, term: string): Expression<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`strpos(${sql.ref(column)}, ${term}) > 0`
    : sql<SqlBool>`instr(${sql.ref(column)}, ${term}) > 0`;
}

/**
 * One page of a filtered query's rows, and how many rows the filter matches in all: the same query read twice side
 * by side, once ordered and cut to the page, once counted.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    page(query).execute(),
    // Kysely cannot name the alias's type through generic tables; the count is one column, `count`.
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow() as Promise<{ count: number | string | bigint }>,
  ]);
  return { rows, total: Number(count.count) };
}
