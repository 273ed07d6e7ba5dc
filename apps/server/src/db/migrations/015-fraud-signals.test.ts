import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { indexNames as listIndexNames } from '../../testing/index-names';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../database';
import { dialectOf } from '../dialect';
import { fraudSignalIndexes } from './015-fraud-signals';

describeOnEachDatabase(
  'migration 015: fraud signals',
  async () => ({}),
  (t) => {
    const indexNames = () => listIndexNames(t().database.db, t().database.schema);

    it('builds the lookups from a hash to the requests holding it, and the list with one row per name', async () => {
      const { db } = t().database;
      expect(await indexNames()).toEqual(expect.arrayContaining(fraudSignalIndexes.map((index) => index.name)));
      const row = { name: 'X', source: 's', created_at: '2026-01-01T00:00:00.000Z' };
      await db
        .insertInto('unaccredited_institutions')
        .values({ ...row, id: 'u1', normalised_name: 'x' })
        .execute();
      await expect(
        db
          .insertInto('unaccredited_institutions')
          .values({ ...row, id: 'u2', normalised_name: 'x' })
          .execute(),
      ).rejects.toThrow();
    });

    it('finds files by hash through the index, not a scan', async () => {
      const { db } = t().database;
      const lookup = `select id from stored_files where sha256 = '${'a'.repeat(64)}' order by created_at limit 100`;
      const plan =
        dialectOf(db) === 'sqlite'
          ? (await sql<{ detail: string }>`explain query plan ${sql.raw(lookup)}`.execute(db)).rows.map((r) => r.detail)
          : // A near-empty table is cheaper to scan: the planner is told not to, to show the index serves the lookup.
            await db.transaction().execute(async (trx) => {
              await sql`set local enable_seqscan = off`.execute(trx);
              const rows = (await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(lookup)}`.execute(trx)).rows;
              return rows.map((r) => r['QUERY PLAN']);
            });
      expect(plan.join(' ')).toContain('stored_files_by_sha256');
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '015-fraud-signals');
      expect(await indexNames()).not.toContain('stored_files_by_sha256');
      await migrateToLatest(db, schema);
      expect(await indexNames()).toEqual(expect.arrayContaining(fraudSignalIndexes.map((index) => index.name)));
    });
  },
);
