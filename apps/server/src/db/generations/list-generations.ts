import { sql } from 'kysely';
import type { Db } from '../database';
import { dialectOf } from '../dialect';
import { prepareQuery } from '../prepared-query';

export { ACCOUNTS, ALL_PAYMENTS, AUDIT, DIRECTORY, documentsCounter, paymentsOf, REFERENCE } from './generation-spec';

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
 *
 * Outside a transaction, the asks of one turn of the event loop are read together (decisions 049 and 051, issue
 * 10): on PostgreSQL each list request would otherwise pay a round trip of its own for two small rows, and on
 * SQLite a statement of its own. Every ask is read by a statement run after it was made, so it is still at least
 * as new as the request.
 */
export function generationOf(db: Db, first: string, second: string): Promise<string> {
  if (db.isTransaction) return readOne(db, first, second);
  return new Promise((resolve, reject) => {
    let batch = batches.get(db);
    if (!batch) {
      batches.set(db, (batch = []));
      // After the poll phase: every request whose bytes arrived in this turn has asked by then.
      setImmediate(() => void readBatch(db));
    }
    batch.push({ first, second, resolve, reject });
  });
}

async function readOne(db: Db, first: string, second: string): Promise<string> {
  const row = await generationSum.takeFirstAtOnce(db, { first, second });
  return String(row?.generation ?? 0);
}

type Ask = { first: string; second: string; resolve(generation: string): void; reject(error: unknown): void };

const batches = new WeakMap<Db, Ask[]>();

type Counter = { scope: string; generation: number | string };

// SQLite has no array values: the names go as one JSON array, unpacked by json_each (the primary key is searched
// once for each, as for an `in` list). Prepared, so a turn's read costs one statement however many asks it holds.
const sqliteCountersNamed = prepareQuery((db: Db, p: { scopes: string }) =>
  db
    .selectFrom('list_generations')
    .select(['scope', 'generation'])
    .where(sql<boolean>`scope in (select value from json_each(${p.scopes}))`),
);

async function countersNamed(db: Db, scopes: string[]): Promise<Counter[]> {
  if (dialectOf(db) === 'sqlite') return sqliteCountersNamed.execute(db, { scopes: JSON.stringify(scopes) });
  const { rows } = await sql<Counter>`
    select scope, generation from list_generations where scope = any(${scopes}::text[])`.execute(db);
  return rows;
}

async function readBatch(db: Db): Promise<void> {
  const asks = batches.get(db) ?? [];
  batches.delete(db);
  if (asks.length === 1) {
    const [ask] = asks;
    return readOne(db, ask!.first, ask!.second).then(ask!.resolve, ask!.reject);
  }
  try {
    const scopes = [...new Set(asks.flatMap((ask) => [ask.first, ask.second]))];
    const rows = await countersNamed(db, scopes);
    const generations = new Map(rows.map((row) => [row.scope, Number(row.generation)]));
    for (const { first, second, resolve } of asks) {
      const sum = (generations.get(first) ?? 0) + (second === first ? 0 : (generations.get(second) ?? 0));
      resolve(String(sum));
    }
  } catch (error) {
    for (const ask of asks) ask.reject(error);
  }
}

/**
 * Where the rows behind any number of counters stand (a dashboard reads three sets of rows): the counters asked two
 * at a time in the same turn, so still one statement outside a transaction, and their sums added (counters only
 * grow, so the total moves whenever any of them does).
 */
export async function generationOfAll(db: Db, counters: readonly [string, ...string[]]): Promise<string> {
  const pairs: Promise<string>[] = [];
  for (let i = 0; i < counters.length; i += 2) {
    const first = counters[i]!;
    pairs.push(generationOf(db, first, counters[i + 1] ?? first));
  }
  if (pairs.length === 1) return pairs[0]!;
  const sums = await Promise.all(pairs);
  return String(sums.reduce((total, sum) => total + Number(sum), 0));
}
