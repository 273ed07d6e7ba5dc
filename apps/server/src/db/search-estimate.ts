import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { listLimits } from '../lib/paging/limits';
import type { Db } from './database';
import { containsText } from './query-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEb = ExpressionBuilder<any, any>;

/**
 * About how many rows of a list (`listed` of them, known from the tallies) contain a common search term: the
 * share among the list's first rows, times the whole; exact when those rows are the whole list. Counting every
 * match of a term found in half the service would read half the service (decision 016).
 */
export async function estimateMatches(
  db: Db,
  list: {
    table: 'documents' | 'payments' | 'audit_log' | 'users';
    where: (eb: AnyEb) => Expression<SqlBool>;
    order: { columns: string[]; direction: 'asc' | 'desc' };
    term: string;
    listed: number;
  },
): Promise<{ total: number; exact: boolean }> {
  const { table } = list;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let sample = (db as any).selectFrom(table).select(`${table}.search_text`).where(list.where);
  for (const column of list.order.columns) sample = sample.orderBy(`${table}.${column}`, list.order.direction);
  const row = (await db
    .selectFrom(sample.limit(listLimits.searchSample).as('sampled'))
    .select((eb) => [
      eb.fn.countAll<number>().as('sampled'),
      eb.fn
        .sum<number>(sql`case when ${containsText(db, 'sampled.search_text', list.term)} then 1 else 0 end`)
        .as('found'),
    ])
    .executeTakeFirstOrThrow()) as { sampled: number; found: number | null };
  const sampled = Number(row.sampled);
  const found = Number(row.found ?? 0);
  if (sampled < listLimits.searchSample) return { total: found, exact: true };
  return { total: Math.round((found / sampled) * list.listed), exact: false };
}
