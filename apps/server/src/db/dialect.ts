import { PostgresAdapter, type Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** Which database a Kysely instance (or transaction) talks to: the few statements that differ ask this. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
