import type { Db } from '../../db/database';
import { containsText } from '../../db/query-helpers';
import { inScope, orderColumns, type DocumentListQuery } from './documents-list.repository';
import { sql } from 'kysely';
import { listLimits } from '../../lib/paging/limits';
import { unindexed } from '../../db/query-helpers';

/**
 * About how many requests of the scope (`matching`, from the tallies, after the filters) a common search term
 * matches: the share among the first rows of the list, times the whole. Exact when the sample is the whole list.
 * Counting every match of a term in half the service would read half the service (decision 016).
 */
export async function estimateMatches(
  db: Db,
  query: DocumentListQuery,
  matching: number,
): Promise<{ total: number; exact: boolean }> {
  const { columns, direction } = orderColumns(query.order);
  const term = query.search!;
  let sample = db
    .selectFrom('documents')
    .select('documents.search_text')
    .where((eb) =>
      eb.and([
        inScope(eb, query.scope),
        ...(query.status ? [eb(unindexed('documents.status'), '=', query.status)] : []),
        ...(query.documentTypeName ? [eb(unindexed('documents.document_type_name'), '=', query.documentTypeName)] : []),
      ]),
    );
  for (const column of columns) sample = sample.orderBy(`documents.${column}`, direction);
  const row = await db
    .selectFrom(sample.limit(listLimits.searchSample).as('sampled'))
    .select((eb) => [
      eb.fn.countAll<number>().as('sampled'),
      eb.fn.sum<number>(sql`case when ${containsText(db, 'sampled.search_text', term)} then 1 else 0 end`).as('found'),
    ])
    .executeTakeFirstOrThrow();
  const sampled = Number(row.sampled);
  const found = Number(row.found ?? 0);
  if (sampled < listLimits.searchSample) return { total: found, exact: true };
  return { total: Math.round((found / sampled) * matching), exact: false };
}
