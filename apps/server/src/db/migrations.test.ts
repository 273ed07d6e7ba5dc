import { Migrator, NO_MIGRATIONS } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/test-database';
import { migrateToLatest } from './database';
import { migrations } from './migrations/index';

describeOnEachDatabase(
  'migrations',
  async () => ({}),
  (t) => {
    it('go all the way down and up again', async () => {
      const { db } = t().database;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const tables = (await db.introspection.getTables())
        .map((table) => table.name)
        .filter((name) => !name.startsWith('kysely_'));
      expect(tables).toEqual([]);
      await migrateToLatest(db);
      expect((await db.introspection.getTables()).map((table) => table.name)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'organisations']),
      );
    });
  },
);
