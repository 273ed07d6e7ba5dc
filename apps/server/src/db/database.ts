import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type LogEvent,
  type MigrationProvider,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { runIndexBuilds } from './index-builds';
import { serverStatementName } from './named-statements';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export function targetFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { dialect: 'postgres', url: config.databaseUrl }
    : { dialect: 'sqlite', file: path.join(config.dataDir, 'app.db') };
}

// PostgreSQL's bigint (counts, sums, `seq`) arrives as text by default; every one here fits a JavaScript number
// (below 2^53), and SQLite returns numbers: one type on both.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Sees every statement run and how long it took (bench/explain.ts prints the plan of each one a list runs; a
 * bench times a request's statements).
 */
export type QueryObserver = (sql: string, parameters: readonly unknown[], milliseconds: number) => void;

const pools = new WeakMap<Db, pg.Pool>();
const sqliteFiles = new WeakMap<Db, string>();

/**
 * The file of a SQLite database, so another thread can open its own connection to it (a long export runs on a
 * worker); undefined on PostgreSQL and for an in-memory database, which no other connection can see.
 */
export function sqliteFileOf(db: Db): string | undefined {
  return sqliteFiles.get(db);
}

/** The PostgreSQL pool's connections (for the metrics); undefined on SQLite, which has one connection, no pool. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export function openDatabase(target: DatabaseTarget, observe?: QueryObserver): Db {
  const log = observe
    ? (event: LogEvent) => {
        if (event.level === 'query') observe(event.query.sql, event.query.parameters, event.queryDurationMillis);
      }
    : undefined;
  if (target.dialect === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      ...(log ? { log } : {}),
    });
    if (target.file !== ':memory:') sqliteFiles.set(db, target.file);
    return db;
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // Without a bound a request waits for ever for a connection while the server is down or the pool is full;
    // with it, the request fails as a 503 to retry (lib/db-errors isDatabaseUnavailable).
    connectionTimeoutMillis: 5000,
    // Each connection plans the named keyset reads once (decision 034); pg's default closes a connection idle for 10 s,
    // and a dashboard reading ten statements at once on cold connections took 30–120 ms instead of 5–15.
    idleTimeoutMillis: 10 * 60_000,
    // A per-schema search path isolates test databases on one server.
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A connection the server ends while it sits idle in the pool (a restart, an administrator's terminate) is an
  // 'error' event on the pool; unheard, it would end the process. The pool has already dropped that connection and
  // the next query opens a new one, so there is nothing more to do here; the metrics show the pool's state.
  pool.on('error', () => undefined);
  // The pool listens only to idle connections. A connection checked out between two statements (inside a
  // transaction) whose server goes away emits 'error' on itself, and unheard that ends the process: every
  // instance would die with the database. The statement in progress fails on its own (a 503 to retry), and the
  // pool discards the broken connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    ...(log ? { log } : {}),
  });
  pools.set(db, pool);
  return db;
}

/**
 * The pool as Kysely sees it, its connections running the keyset reads' SQL as named statements, which
 * PostgreSQL plans once per connection (db/named-statements, decision 034); every other statement as before.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  // Kysely keeps its own state per client object: the same wrapper for the same connection each time.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) {
        named = {
          query: ((text: string | pg.Submittable, values?: unknown[]) => {
            // A cursor (a streamed export) passes through as it is.
            if (typeof text !== 'string') return client.query(text);
            const name = serverStatementName(text);
            return name ? client.query({ name, text, values }) : client.query(text, values);
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrapped.set(client, named);
      }
      return named;
    },
    end: () => pool.end(),
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema` names the PostgreSQL schema the tables live in. Without it Kysely looks for its lock table in every
 * schema, and parallel test databases on one server see each other's.
 */
export function createMigrator(db: Db, schema?: string): Migrator {
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * Applies every pending migration, then builds the indexes they queued (concurrently on PostgreSQL, so a big
 * table keeps taking writes meanwhile: db/index-builds.ts).
 */
export async function migrateToLatest(db: Db, schema?: string, onProgress?: (message: string) => void): Promise<void> {
  const migrator = createMigrator(db, schema);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  await runIndexBuilds(db, { onProgress });
}
