import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, watchWrites, writesTo } from './database';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the PostgreSQL pool [postgres]', () => {
  it('outlives a connection the server ends while it is idle, and the next query opens a new one', async () => {
    const db = openDatabase({ dialect: 'postgres', url: postgresUrl! });
    const admin = openDatabase({ dialect: 'postgres', url: postgresUrl! });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = rows[0]!.pid;
      await sql`select pg_terminate_backend(${pid})`.execute(admin);
      // The idle connection's 'error' event arrives once the server has closed it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(again.rows[0]!.pid).not.toBe(pid);
    } finally {
      await db.destroy();
      await admin.destroy();
    }
  });
});

describe('which statements write the tables a watch names (decision 048)', () => {
  const watched = writesTo(['users', 'sessions', 'organisations']);

  it('sees updates, deletes and truncates of those tables, as Kysely or a person writes them', () => {
    for (const statement of [
      'update "users" set "last_login_at" = $1 where "id" = $2',
      'delete from "sessions" where "id" = $1',
      'UPDATE organisations SET name = $1',
      '  update only "public"."users" set status = $1',
      'truncate table sessions',
      'TRUNCATE "organisations", "users"',
    ]) {
      expect(watched.test(statement), statement).toBe(true);
    }
  });

  it('does not see reads, inserts, or writes of other tables whose names begin alike', () => {
    for (const statement of [
      'select "users"."id" from "users"',
      'insert into "sessions" ("id") values ($1)',
      'update "users_archive" set "x" = 1',
      'update "sessions2" set "x" = 1',
      'delete from "documents" where "uploaded_by_user_id" in (select id from users)',
      'with changed as (select 1) select * from changed',
    ]) {
      expect(watched.test(statement), statement).toBe(false);
    }
  });
});

describe.skipIf(!postgresUrl)('a watch of writes [postgres]', () => {
  it('is told once a connection that wrote a watched table goes back to the pool, after its commit', async () => {
    const db = openDatabase({ dialect: 'postgres', url: postgresUrl! });
    try {
      const told: string[] = [];
      const stop = watchWrites(db, ['watched_table'], () => told.push('ended'));
      await db.transaction().execute(async (trx) => {
        await sql`create temporary table watched_table (id int) on commit drop`.execute(trx);
        await sql`update watched_table set id = 1`.execute(trx);
        // Still inside the transaction: not yet.
        expect(told).toEqual([]);
      });
      expect(told).toEqual(['ended']);
      await sql`select 1`.execute(db);
      expect(told).toEqual(['ended']);
      stop();
      await db.transaction().execute(async (trx) => {
        await sql`create temporary table watched_table (id int) on commit drop`.execute(trx);
        await sql`update watched_table set id = 1`.execute(trx);
      });
      expect(told).toEqual(['ended']);
    } finally {
      await db.destroy();
    }
  });
});
