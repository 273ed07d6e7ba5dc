import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestDatabase } from '../testing/test-database';
import { queueIndexBuilds, runIndexBuilds, type IndexBuild } from './index-builds';

/** The names of the indexes on `table` the test made (each starts `t_`). */
async function indexesOn(database: TestDatabase, table: string): Promise<string[]> {
  const { db, dialect, schema } = database;
  const rows =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = ${schema!} and tablename = ${table}`.execute(db);
  return rows.rows
    .map((row) => row.name)
    .filter((name) => name.startsWith('t_'))
    .sort();
}

const queuedNames = async (database: TestDatabase) =>
  (await database.db.selectFrom('index_builds').select('name').orderBy('position').execute()).map((row) => row.name);

const create = (name: string, definition: string): IndexBuild => ({ kind: 'create', name, table: 'ib', definition });

describeOnEachDatabase(
  'index builds: the indexes migrations (and bulk loads) queue, built after their transaction',
  async ({ db }) => {
    await sql`create table ib (id integer primary key, a integer, b integer, c text)`.execute(db);
    await sql`insert into ib (id, a, b, c) values (1, 1, 2, 'x'), (2, 3, 4, 'y')`.execute(db);
    return {};
  },
  (t) => {
    const reset = async () => {
      const { database } = t();
      await database.db.deleteFrom('index_builds').execute();
      for (const name of await indexesOn(database, 'ib')) await sql.raw(`drop index ${name}`).execute(database.db);
    };

    it('builds several at once, and retires an index only after every build queued before it', async () => {
      const { database } = t();
      await reset();
      await sql`create index t_old on ib (a)`.execute(database.db);
      await queueIndexBuilds(database.db, [
        create('t_ab', 'a, b'),
        create('t_b', 'b'),
        create('t_c', 'c'),
        { kind: 'drop', name: 't_old' },
        create('t_ba', 'b, a'),
      ]);
      const done: string[] = [];
      const count = await runIndexBuilds(database.db, {
        parallel: 2,
        concurrently: false,
        onProgress: (_, { name }) => done.push(name),
      });
      expect(count).toBe(5);
      expect(done.indexOf('t_old')).toBe(3);
      expect(done.at(-1)).toBe('t_ba');
      expect(await indexesOn(database, 'ib')).toEqual(['t_ab', 't_b', 't_ba', 't_c']);
      expect(await queuedNames(database)).toEqual([]);
    });

    it('after a failed build starts no more, and leaves it and every later build queued', async () => {
      const { database } = t();
      await reset();
      await queueIndexBuilds(database.db, [
        create('t_a', 'a'),
        create('t_wrong', 'no_such_column'),
        create('t_b', 'b'),
        create('t_c', 'c'),
      ]);
      await expect(runIndexBuilds(database.db)).rejects.toThrow(/no_such_column/);
      expect(await indexesOn(database, 'ib')).toEqual(['t_a']);
      expect(await queuedNames(database)).toEqual(['t_wrong', 't_b', 't_c']);
    });

    it('interrupted, builds nothing more; the next run (the next start) builds the rest', async () => {
      const { database } = t();
      await reset();
      await queueIndexBuilds(database.db, [create('t_a', 'a'), create('t_b', 'b')]);
      const interrupted = new AbortController();
      interrupted.abort();
      await expect(runIndexBuilds(database.db, { parallel: 2, signal: interrupted.signal })).rejects.toThrow();
      expect(await queuedNames(database)).toEqual(['t_a', 't_b']);
      expect(await runIndexBuilds(database.db)).toBe(2);
      expect(await indexesOn(database, 'ib')).toEqual(['t_a', 't_b']);
      expect(await queuedNames(database)).toEqual([]);
    });

    it('builds an index a bulk load set aside again from its own definition, unique and partial as it was', async () => {
      const { database } = t();
      if (database.dialect !== 'postgres') return;
      await reset();
      const definitions = async () =>
        (
          await sql<{ name: string; definition: string }>`select c.relname as name,
              pg_get_indexdef(c.oid) as definition from pg_index i join pg_class c on c.oid = i.indexrelid
             where i.indrelid = 'ib'::regclass and c.relname like 't\\_%' order by 1`.execute(database.db)
        ).rows;
      await sql`create unique index t_unique_c on ib (lower(c)) where a > 0`.execute(database.db);
      await sql`create index t_gin on ib using gin (c public.gin_trgm_ops)`.execute(database.db);
      const before = await definitions();
      for (const { name } of before) await sql.raw(`drop index ${name}`).execute(database.db);
      await queueIndexBuilds(
        database.db,
        before.map(({ name, definition }) => ({ kind: 'recreate', name, statement: definition })),
      );
      expect(await runIndexBuilds(database.db, { parallel: 2, concurrently: false, memory: '128MB' })).toBe(2);
      expect(await definitions()).toEqual(before);
      // The build's memory was its own transaction's: the connection keeps the server's setting.
      const { rows } = await sql<{
        setting: string;
      }>`select current_setting('maintenance_work_mem') as setting`.execute(database.db);
      expect(rows[0]!.setting).not.toBe('128MB');
      await queueIndexBuilds(database.db, [{ kind: 'recreate', name: 't_x', statement: 'DROP TABLE ib' }]);
      await expect(runIndexBuilds(database.db)).rejects.toThrow(/Not an index definition/);
      await database.db.deleteFrom('index_builds').execute();
    });
  },
);
