import { CompiledQuery, type Compilable, type DialectAdapter, type Kysely, type KyselyPlugin } from 'kysely';
import { runDirect } from './sqlite-direct';

/**
 * A query built and compiled once, then run with new values: for the hot path, where Kysely's building and
 * compiling cost more than SQLite's own work (a fifth of `GET /api/user` in the issue 10 profile).
 *
 * The build function receives stand-ins for its values (`p.userId` is a unique marker string at build time);
 * the compiled SQL and where each stand-in landed in its parameters are remembered, and each run puts the real
 * values in those places. The SQL therefore cannot depend on a value: the build function must not branch on
 * one, derive another from it (`${p.name}%`: pass the pattern as its own value), or expand a list (`in`, whose
 * SQL grows with the list). Preparing refuses what it can detect of these. Compiled per database (a Kysely
 * instance and its transactions share it), so the same query runs on SQLite and PostgreSQL.
 *
 *   const liveSession = prepareQuery((db: Db, p: { id: string; now: string }) =>
 *     db.selectFrom('sessions').select('user_id').where('id', '=', p.id).where('expires_at', '>', p.now));
 *   const row = await liveSession.executeTakeFirst(db, { id, now });
 */
export type PreparedQuery<DB, P, O> = {
  /** Every row the query returns. */
  execute(db: Kysely<DB>, values: P): Promise<O[]>;
  /** The first row, or undefined (like Kysely's, no `limit` is added). */
  executeTakeFirst(db: Kysely<DB>, values: P): Promise<O | undefined>;
  /**
   * The first row as `executeTakeFirst` finds it, answered at once when the query runs straight on SQLite's
   * connection (db/sqlite-direct), through a promise otherwise: for the session check every signed-in request
   * makes, where each promise costs.
   */
  takeFirstAtOnce(db: Kysely<DB>, values: P): O | undefined | Promise<O | undefined>;
  /** The SQL and parameters a run with these values would send (for tests and EXPLAIN). */
  compile(db: Kysely<DB>, values: P): CompiledQuery<O>;
};

type Template = {
  sql: string;
  /** The parameters as compiled, the stand-ins still in place. */
  parameters: readonly unknown[];
  /** Where each value goes: `positions[i]` takes `values[names[i]]`. */
  positions: number[];
  names: string[];
};

const MARKER = '\u0000prepared-query:';
let preparedCount = 0;

/** The SQL texts of prepared queries, each with the name PostgreSQL keeps its plan under (`serverStatementName`). */
const statementNames = new Map<string, string>();

/**
 * The name a PostgreSQL connection prepares this SQL under, if a prepared query compiled it; undefined for any
 * other statement. PostgreSQL plans an unnamed statement on every run, and a page's read with its joins took
 * 1.8–4.5 ms to plan against 0.5–1 ms to run at a million requests (issue 10): a named one is planned once per
 * connection. Only these texts are named: they are few and fixed, where other SQL (an `in` list of any length)
 * would fill each connection with statements.
 */
export function serverStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/**
 * How many SQL texts besides prepared queries' may be named: each named text is planned and kept once per
 * connection, so the count is bounded; past it, new texts run unnamed (planned on each run, as before).
 */
export const MAX_NAMED_STATEMENTS = 500;
let namedOutsidePrepared = 0;

/**
 * Runs a query built by Kysely, as a named statement on PostgreSQL: for SQL whose text comes from a bounded set of
 * shapes (the keyset reads of db/keyset: one text per list, order and number of ranges), which PostgreSQL would
 * otherwise plan on every run. The oldest-waiting read of the administrator's dashboard, a union of one range per
 * (status, type), took 5.8 ms to plan and 0.5 ms to run at a million requests (issue 10); a named statement is
 * planned generically after five runs on a connection. On SQLite it runs straight on the connection when no
 * transaction is open, as prepared queries do (db/sqlite-direct).
 */
export async function executeNamed<O>(db: Pick<Kysely<unknown>, 'executeQuery'>, query: Compilable<O>): Promise<O[]> {
  const compiled = query.compile();
  if (!statementNames.has(compiled.sql) && namedOutsidePrepared < MAX_NAMED_STATEMENTS) {
    namedOutsidePrepared++;
    statementNames.set(compiled.sql, `keyset_${namedOutsidePrepared}`);
  }
  return runDirect<O>(db, compiled.sql, compiled.parameters) ?? (await db.executeQuery(compiled)).rows;
}

export function prepareQuery<DB, P extends Record<string, unknown>, O>(
  build: (db: Kysely<DB>, values: P) => Compilable<O>,
): PreparedQuery<DB, P, O> {
  // Unique per prepared query, so a stand-in of one query can never be mistaken for another's.
  const prefix = `${MARKER}${++preparedCount}:`;
  // A Kysely instance's transactions share its adapter, and copy its plugins (which may rewrite the SQL).
  const templates = new WeakMap<DialectAdapter, { plugins: readonly KyselyPlugin[]; template: Template }[]>();

  function templateFor(db: Kysely<DB>): Template {
    const { adapter, plugins } = db.getExecutor();
    let compiled = templates.get(adapter);
    if (!compiled) templates.set(adapter, (compiled = []));
    let entry = compiled.find(
      (e) => e.plugins.length === plugins.length && e.plugins.every((p, i) => p === plugins[i]),
    );
    if (!entry) {
      const template = compileTemplate(db, build, prefix);
      if (!statementNames.has(template.sql)) statementNames.set(template.sql, `prepared_${statementNames.size + 1}`);
      compiled.push((entry = { plugins: [...plugins], template }));
    }
    return entry.template;
  }

  /** The SQL and its parameters with these values in place (no Kysely object: the direct path needs none). */
  function bind(db: Kysely<DB>, values: P): { sql: string; parameters: unknown[] } {
    const { sql, parameters, positions, names } = templateFor(db);
    const bound = parameters.slice();
    for (let i = 0; i < positions.length; i++) {
      const value = values[names[i]! as keyof P];
      // Kysely would refuse undefined while building; here nothing else would notice.
      if (value === undefined) throw new TypeError(`prepared query: no value for "${names[i]}"`);
      bound[positions[i]!] = value;
    }
    return { sql, parameters: bound };
  }

  function compile(db: Kysely<DB>, values: P): CompiledQuery<O> {
    const { sql, parameters } = bind(db, values);
    return CompiledQuery.raw(sql, parameters) as CompiledQuery<O>;
  }

  /** Every row: at once when the query runs straight on SQLite's connection (db/sqlite-direct), else through Kysely. */
  function run(db: Kysely<DB>, values: P): O[] | Promise<O[]> {
    const { sql, parameters } = bind(db, values);
    return (
      runDirect<O>(db, sql, parameters) ??
      db.executeQuery(CompiledQuery.raw(sql, parameters)).then((result) => result.rows as O[])
    );
  }

  return {
    compile,
    takeFirstAtOnce(db, values) {
      const rows = run(db, values);
      return rows instanceof Promise ? rows.then((all) => all[0]) : rows[0];
    },
    async execute(db, values) {
      return run(db, values);
    },
    async executeTakeFirst(db, values) {
      return (await run(db, values))[0];
    },
  };
}

function compileTemplate<DB, P, O>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, values: P) => Compilable<O>,
  prefix: string,
): Template {
  const read = new Set<string>();
  const standIns = new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== 'string') return undefined;
        read.add(key);
        return `${prefix}${key}`;
      },
    },
  ) as P;
  const { sql, parameters } = build(db, standIns).compile();

  const positions: number[] = [];
  const names: string[] = [];
  parameters.forEach((parameter, index) => {
    if (typeof parameter !== 'string' || !parameter.includes(MARKER)) return;
    if (!parameter.startsWith(prefix) || !read.has(parameter.slice(prefix.length))) {
      throw new Error(
        `prepared query: a value was changed while building (${JSON.stringify(parameter)}); pass what the SQL needs as its own value`,
      );
    }
    positions.push(index);
    names.push(parameter.slice(prefix.length));
  });
  if (sql.includes(MARKER))
    throw new Error('prepared query: a value was written into the SQL text; values must be bound');
  const unbound = [...read].filter((name) => !names.includes(name));
  if (unbound.length > 0) {
    throw new Error(
      `prepared query: ${unbound.map((name) => `"${name}"`).join(', ')} read but never bound as a parameter; the SQL must not depend on a value`,
    );
  }
  return { sql, parameters, positions, names };
}
