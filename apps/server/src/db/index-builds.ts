import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** An index a migration asks for, or an old one it retires once its replacements exist. */
export type IndexBuild =
  | { kind: 'create'; name: string; table: string; definition: string; where?: string; using?: string }
  | { kind: 'drop'; name: string };

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

function createStatement(build: Extract<IndexBuild, { kind: 'create' }>, concurrently: boolean): string {
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

/** Builds every queued index in order, outside any transaction; returns how many it built or dropped. */
export async function runIndexBuilds(
  db: AnyDb,
  onProgress: (message: string) => void = () => undefined,
): Promise<number> {
  const postgres = dialectOf(db) === 'postgres';
  const queued = await db.selectFrom('index_builds').select(['name', 'statement']).orderBy('position').execute();
  for (const row of queued) {
    const build = JSON.parse(row.statement as string) as IndexBuild;
    const started = performance.now();
    if (build.kind === 'drop') {
      await sql.raw(`drop index ${postgres ? 'concurrently ' : ''}if exists ${build.name}`).execute(db);
    } else {
      if (postgres && (await isInvalidIndex(db, build.name))) {
        await sql.raw(`drop index concurrently if exists ${build.name}`).execute(db);
      }
      await sql.raw(createStatement(build, postgres)).execute(db);
    }
    await db.deleteFrom('index_builds').where('name', '=', row.name).execute();
    onProgress(
      `${build.kind === 'drop' ? 'dropped' : 'built'} index ${build.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return queued.length;
}
