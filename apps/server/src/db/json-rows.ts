import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';
import { prepareQuery } from './prepared-query';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect<O> = SelectQueryBuilder<any, any, O>;

/**
 * The rows of `query` as one JSON array built by the database. better-sqlite3 creates each value of a result
 * through V8's API (~0.25 µs a value, 130 µs for a page of nine requests), where one JSON.parse of the same rows
 * takes a fraction of that; PostgreSQL's driver likewise parses one value instead of every column of every row.
 * The query must name each column it selects (`selectAll` cannot become a JSON object).
 */
function jsonArray<O>(db: Db, query: AnySelect<O>): RawBuilder<O[]> {
  return (dialectOf(db) === 'postgres' ? postgresArray(query) : sqliteArray(query)) as unknown as RawBuilder<O[]>;
}

const parsed = <O>(json: unknown): O[] => (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as O[];

/** Every row of `query`, read as one JSON array (above). */
export async function selectAsJson<O>(db: Db, query: AnySelect<O>): Promise<O[]> {
  const { json } = await db.selectNoFrom(jsonArray(db, query).as('json')).executeTakeFirstOrThrow();
  return parsed<O>(json);
}

/**
 * A query built and compiled once (db/prepared-query: its SQL must not depend on a value), its rows read as one
 * JSON array.
 */
export function prepareJsonRows<P extends Record<string, unknown>, O>(build: (db: Db, values: P) => AnySelect<O>) {
  const prepared = prepareQuery((db: Db, values: P) => db.selectNoFrom(jsonArray(db, build(db, values)).as('json')));
  return async (db: Db, values: P): Promise<O[]> => parsed<O>((await prepared.executeTakeFirst(db, values))?.json);
}

/**
 * Several queries' rows in one statement, each as a JSON array (above) under its own name: one round trip on
 * PostgreSQL where each query would take its own. Built and compiled once (db/prepared-query), so the queries take
 * no values.
 */
export function prepareJsonArrays<Q extends Record<string, AnySelect<unknown>>>(build: (db: Db) => Q) {
  const prepared = prepareQuery((db: Db) =>
    db.selectNoFrom(Object.entries(build(db)).map(([name, query]) => jsonArray(db, query).as(name))),
  );
  type Rows = { [K in keyof Q]: Q[K] extends AnySelect<infer O> ? O[] : never };
  return async (db: Db): Promise<Rows> => {
    const row = ((await prepared.executeTakeFirst(db, {})) ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(row).map(([name, json]) => [name, parsed(json)])) as Rows;
  };
}

/** Rows a page can hold: every list shows at most 20 (and reads its page's rows by `seq` in one statement). */
export const PAGE_SLOTS = 20;

/**
 * A list page's rows read by their `seq` (`seqColumn`), in the page's order: built and compiled once (db/prepared-
 * query) with PAGE_SLOTS places for the page's numbers, unused ones -1, and read as one JSON array. Longer lists
 * of numbers (an export's batches) are read unprepared.
 */
export function rowsBySeq<O extends { seq: number }>(seqColumn: string, build: (db: Db) => AnySelect<O>) {
  const slots = Array.from({ length: PAGE_SLOTS }, (_, index) => `s${index}`);
  const prepared = prepareQuery((db: Db, p: Record<string, number>) =>
    db.selectNoFrom(
      jsonArray(
        db,
        build(db).where(
          sql.ref(seqColumn),
          'in',
          slots.map((slot) => p[slot]!),
        ),
      ).as('json'),
    ),
  );
  return async (db: Db, seqs: number[]): Promise<O[]> => {
    if (seqs.length === 0) return [];
    let rows: O[];
    if (seqs.length <= PAGE_SLOTS) {
      const values: Record<string, number> = {};
      slots.forEach((slot, index) => (values[slot] = seqs[index] ?? -1));
      rows = parsed<O>((await prepared.executeTakeFirst(db, values))?.json);
    } else {
      rows = await selectAsJson(db, build(db).where(sql.ref(seqColumn), 'in', seqs));
    }
    const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
    return seqs.flatMap((seq) => bySeq.get(seq) ?? []);
  };
}
