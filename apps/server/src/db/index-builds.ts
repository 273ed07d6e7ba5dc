import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An index a migration asks for, or an old one it retires once its replacements exist; or (PostgreSQL) one a bulk
 * load set aside, recreated from its own definition as `pg_get_indexdef` gave it (seed/scale/postgres-bulk.ts).
 */
export type IndexBuild =
  | { kind: 'create'; name: string; table: string; definition: string; where?: string; using?: string }
  | { kind: 'recreate'; name: string; statement: string }
  | { kind: 'drop'; name: string };

export type IndexBuildOptions = {
  onProgress?: (message: string, done: { name: string; seconds: number }) => void;
  /** Aborting starts no more builds; those running end, and the rest stay queued for the next start. */
  signal?: AbortSignal;
  /** Indexes built at once, each on a connection of its own (PostgreSQL; SQLite has one writer). Default 1. */
  parallel?: number;
  /**
   * PostgreSQL: build with CONCURRENTLY, so writers keep writing (the default). A bulk load nobody else writes to
   * yet builds without it, in the build's own transaction with its dequeue: a trigram index of a million rows in
   * 43 s against 66 s (two passes over the table).
   */
  concurrently?: boolean;
  /** PostgreSQL: `maintenance_work_mem` for each build, '512MB' say; the server's setting otherwise. */
  memory?: string;
};

/**
 * Migrations run in one transaction, where PostgreSQL cannot build an index without locking its table against
 * writes for the whole build (minutes on a big table). So a migration only queues the indexes it needs here, and
 * `runIndexBuilds` builds them after the migrations commit: `CREATE INDEX CONCURRENTLY` on PostgreSQL (writers
 * keep writing), a plain build on SQLite. Each build is done and dequeued on its own, so an interrupted start
 * resumes where it stopped.
 */
export async function queueIndexBuilds(db: AnyDb, builds: IndexBuild[]): Promise<void> {
  const queued = await db
    .selectFrom('index_builds')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  let position = Number(queued?.last ?? 0);
  for (const build of builds) {
    position += 1;
    await db
      .insertInto('index_builds')
      .values({ name: build.name, position, statement: JSON.stringify(build) })
      .execute();
  }
}

function createStatement(build: Exclude<IndexBuild, { kind: 'drop' }>, concurrently: boolean): string {
  if (build.kind === 'recreate') {
    const statement = build.statement.replace(
      /^CREATE (UNIQUE )?INDEX /,
      (_, unique = '') => `CREATE ${unique}INDEX ${concurrently ? 'CONCURRENTLY ' : ''}IF NOT EXISTS `,
    );
    if (statement === build.statement) throw new Error(`Not an index definition: ${build.statement}`);
    return statement;
  }
  return [
    `create index ${concurrently ? 'concurrently ' : ''}if not exists ${build.name} on ${build.table}`,
    build.using ? `using ${build.using}` : '',
    `(${build.definition})`,
    build.where ? `where ${build.where}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Builds an index at once, inside the caller's transaction: for a migration's `down`, which restores what it
 * replaced (a downgrade is rare, and the older code's start that follows builds nothing).
 */
export async function createIndexNow(db: AnyDb, build: Extract<IndexBuild, { kind: 'create' }>): Promise<void> {
  await sql.raw(createStatement(build, false)).execute(db);
}

/** An index a failed concurrent build left behind: present but never used, and in the way of a new build. */
async function isInvalidIndex(db: AnyDb, name: string): Promise<boolean> {
  const row = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
     where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace`.execute(db);
  return row.rows.length > 0 && !row.rows[0]!.valid;
}

/**
 * Runs `task` on every item, at most `width` at a time. After a failure it starts no more, and throws that failure
 * once the tasks running have ended (a queue that dropped its waiting tasks would leave their promises unsettled).
 */
async function eachAtMost<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  let failure: unknown;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        failure = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  if (failed) throw failure;
}

/**
 * Builds every queued index, outside any transaction; returns how many it built or dropped. Consecutive builds run
 * `parallel` at a time; a drop waits for every build queued before it, since it retires an index once its
 * replacements exist.
 */
export async function runIndexBuilds(db: AnyDb, options: IndexBuildOptions = {}): Promise<number> {
  const { onProgress = () => undefined, memory } = options;
  const postgres = dialectOf(db) === 'postgres';
  const concurrently = postgres && (options.concurrently ?? true);
  const parallel = postgres ? Math.max(1, options.parallel ?? 1) : 1;
  const queued = (await db.selectFrom('index_builds').select(['name', 'statement']).orderBy('position').execute()).map(
    (row) => ({ name: row.name as string, build: JSON.parse(row.statement as string) as IndexBuild }),
  );
  const dequeue = (conn: AnyDb, name: string) => conn.deleteFrom('index_builds').where('name', '=', name).execute();

  const run = async ({ name, build }: (typeof queued)[number]) => {
    options.signal?.throwIfAborted();
    const started = performance.now();
    if (build.kind === 'drop') {
      await sql.raw(`drop index ${postgres ? 'concurrently ' : ''}if exists ${build.name}`).execute(db);
      await dequeue(db, name);
    } else if (!concurrently) {
      // The index and its dequeue commit together: a build interrupted leaves it queued, whole.
      await db.transaction().execute(async (trx) => {
        if (postgres && (await isInvalidIndex(trx, build.name))) {
          await sql.raw(`drop index if exists ${build.name}`).execute(trx);
        }
        if (postgres && memory) await sql`select set_config('maintenance_work_mem', ${memory}, true)`.execute(trx);
        await sql.raw(createStatement(build, false)).execute(trx);
        await dequeue(trx, name);
      });
    } else {
      await db.connection().execute(async (conn) => {
        if (await isInvalidIndex(conn, build.name)) {
          await sql.raw(`drop index concurrently if exists ${build.name}`).execute(conn);
        }
        if (memory) await sql`select set_config('maintenance_work_mem', ${memory}, false)`.execute(conn);
        try {
          await sql.raw(createStatement(build, true)).execute(conn);
        } finally {
          if (memory) await sql`reset maintenance_work_mem`.execute(conn);
        }
        await dequeue(conn, name);
      });
    }
    const seconds = (performance.now() - started) / 1000;
    onProgress(`${build.kind === 'drop' ? 'dropped' : 'built'} index ${build.name} in ${seconds.toFixed(1)} s`, {
      name: build.name,
      seconds,
    });
  };

  for (let from = 0; from < queued.length;) {
    if (queued[from]!.build.kind === 'drop') {
      await run(queued[from]!);
      from += 1;
      continue;
    }
    let to = from;
    while (to < queued.length && queued[to]!.build.kind !== 'drop') to += 1;
    await eachAtMost(queued.slice(from, to), parallel, run);
    from = to;
  }
  return queued.length;
}
