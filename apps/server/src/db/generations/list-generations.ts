import { sql } from 'kysely';
import type { Db } from '../database';
import { prepareQuery } from '../prepared-query';

export { ACCOUNTS, ALL_PAYMENTS, AUDIT, DIRECTORY, documentsCounter, paymentsOf } from './generation-spec';

// Counters only grow, so their sum moves whenever any of them does: one number stands for both.
const generationSum = prepareQuery((db: Db, p: { first: string; second: string }) =>
  db
    .selectFrom('list_generations')
    .select(sql<number | string>`coalesce(sum(generation), 0)`.as('generation'))
    .where((eb) => eb.or([eb('scope', '=', p.first), eb('scope', '=', p.second)])),
);

/**
 * Where the rows behind two counters stand now (decision 045): the same text as long as neither set of rows has
 * changed. Read before the list it guards, so a list read after it is at least as new as what it says.
 */
export async function generationOf(db: Db, first: string, second: string): Promise<string> {
  const row = await generationSum.takeFirstAtOnce(db, { first, second });
  return String(row?.generation ?? 0);
}
