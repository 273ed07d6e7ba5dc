import type { SqliteDatabase } from 'kysely';
import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { QueryObserver } from './database';

/** A SQLite database as `openDatabase` opened it: its one connection (statements cached) and its observer. */
type DirectSqlite = { raw: SQLiteDatabase; cached: SqliteDatabase; observe: QueryObserver | undefined };

// Keyed by the Kysely instance `openDatabase` returned: a transaction's instance, or one with plugins, is absent.
const connections = new WeakMap<object, DirectSqlite>();

export function registerDirectSqlite(db: object, connection: DirectSqlite): void {
  connections.set(db, connection);
}

/**
 * Runs a compiled statement straight on the SQLite connection when that is the same as Kysely running it, and
 * answers undefined when it is not (the caller then goes through Kysely).
 *
 * Kysely's way costs ~9 µs a statement beyond SQLite's own ~7 µs (its executor, connection provider and mutex, each
 * a promise): on `GET /api/user`, a tenth of the request. Its mutex keeps a transaction's statements together:
 * between them, while the transaction waits on something, no other statement may run on the one connection, or
 * it would see (and take part in) writes not yet committed. better-sqlite3 runs a statement synchronously, so
 * outside a transaction there is nothing in flight to interleave with; `inTransaction` says whether one is open,
 * and then the statement waits its turn through Kysely like any other.
 */
export function runDirect<O>(db: object, sql: string, parameters: readonly unknown[]): O[] | undefined {
  const direct = connections.get(db);
  if (!direct || direct.raw.inTransaction) return undefined;
  const statement = direct.cached.prepare(sql) as CachedStatement;
  if (!direct.observe) return runStatement<O>(statement, parameters);
  const started = performance.now();
  const rows = runStatement<O>(statement, parameters);
  direct.observe(sql, parameters, performance.now() - started);
  return rows;
}

type CachedStatement = ReturnType<SqliteDatabase['prepare']> & Pick<Statement, 'raw' | 'columns'>;

/** Each reading statement's column names, read once (statements are cached, so each is asked once). */
const columnNames = new WeakMap<object, string[]>();

function runStatement<O>(statement: CachedStatement, parameters: readonly unknown[]): O[] {
  if (!statement.reader) {
    statement.run(parameters);
    return [];
  }
  let names = columnNames.get(statement);
  if (!names) columnNames.set(statement, (names = statement.columns().map((column) => column.name)));
  // Rows as arrays, made objects here: better-sqlite3 makes each row's object in C++, looking every column's name
  // up in V8's string table again for every row (two fifths of the session read's time in a profile of GET
  // /api/user). The statement is shared with Kysely, which expects objects: raw mode is on for this call only.
  statement.raw(true);
  let rows: unknown[][];
  try {
    rows = statement.all(parameters) as unknown[][];
  } finally {
    statement.raw(false);
  }
  return rows.map((values) => rowObject(names, values)) as O[];
}

/** What better-sqlite3 would make: the columns in order, a later column of the same name winning. */
function rowObject(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
  return row;
}
