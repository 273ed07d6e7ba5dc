import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect<O> = SelectQueryBuilder<any, any, O>;

/** A list page's rows read by their `seq` (`seqColumn`) in one statement, returned in the page's order. */
export function rowsBySeq<O extends { seq: number }>(seqColumn: string, build: (db: Db) => AnySelect<O>) {
  return async (db: Db, seqs: number[]): Promise<O[]> => {
    if (seqs.length === 0) return [];
    const rows = await build(db).where(sql.ref(seqColumn), 'in', seqs).execute();
    const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
    return seqs.flatMap((seq) => bySeq.get(seq) ?? []);
  };
}
