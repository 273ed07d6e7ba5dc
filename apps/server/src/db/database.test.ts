import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

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
