import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { runDirect } from './sqlite-direct';

describe('statements run straight on the SQLite connection', () => {
  let db: Db | undefined;
  afterEach(async () => db?.destroy());

  // Every kind of value SQLite hands back, and two columns of one name (the later one wins, as in better-sqlite3).
  const sql =
    "select 1 as n, 'two' as t, null as empty, x'00ff' as bytes, 2.5 as real, 'first' as same, 'second' as same " +
    'where ? = ?';

  it('answer the rows Kysely would, value for value and key for key', async () => {
    db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    const direct = runDirect<Record<string, unknown>>(db, sql, [1, 1]);
    const throughKysely = (await db.executeQuery(CompiledQuery.raw(sql, [1, 1]))).rows;
    expect(direct).toEqual(throughKysely);
    expect(Object.keys(direct![0]!)).toEqual(Object.keys(throughKysely[0] as object));
    expect(direct![0]).toEqual({
      n: 1,
      t: 'two',
      empty: null,
      bytes: Buffer.from([0, 255]),
      real: 2.5,
      same: 'second',
    });
    expect(runDirect(db, sql, [1, 2])).toEqual([]);
  });

  it('leave the shared statement answering objects to Kysely, even when the run fails', async () => {
    db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    expect(runDirect(db, sql, [1, 1])).toHaveLength(1);
    expect((await db.executeQuery(CompiledQuery.raw(sql, [1, 1]))).rows[0]).toMatchObject({ n: 1, same: 'second' });

    const failing = 'select 1 as n where ? = ?';
    expect(() => runDirect(db!, failing, [1])).toThrow(/parameter values/);
    expect((await db.executeQuery(CompiledQuery.raw(failing, [1, 1]))).rows).toEqual([{ n: 1 }]);
  });

  it('step aside inside a transaction, where Kysely keeps the statements in order', async () => {
    db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('select 1'));
      expect(runDirect(db!, sql, [1, 1])).toBeUndefined();
    });
  });
});
