import { NO_MIGRATIONS } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/test-database';
import { createMigrator, migrateToLatest } from './database';

describeOnEachDatabase(
  'migrations',
  async () => ({}),
  (t) => {
    it('go all the way down and up again', async () => {
      const { db, schema } = t().database;
      // Other suites' schemas share the PostgreSQL server: look at this one's tables only.
      const ownTables = async () =>
        (await db.introspection.getTables()).filter((table) => !schema || table.schema === schema);
      const migrator = createMigrator(db, schema);
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const tables = (await ownTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
      expect(tables).toEqual([]);
      await migrateToLatest(db, schema);
      expect((await ownTables()).map((table) => table.name)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'organisations']),
      );
    });
  },
);
