import { CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { expect, it } from 'vitest';
import { indexNames as listIndexNames } from '../../testing/index-names';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import { inScope } from '../../features/documents/documents-list.repository';
import { migrateToLatest } from '../database';
import { dialectOf } from '../dialect';
import { containsText } from '../query-helpers';

const searched = ['documents_uploader_by_newest_searched', 'audit_log_by_newest_searched', 'users_by_kind_searched'];
const replaced = ['documents_uploader_by_newest', 'audit_log_by_newest', 'users_by_kind'];

describeOnEachDatabase(
  'migration 018: the search text in the indexes of searched lists (SQLite)',
  async () => ({}),
  (t) => {
    const indexNames = () => listIndexNames(t().database.db, t().database.schema);

    it('checks a search term in the index that serves the order, never reading the row, on SQLite', async () => {
      const { db } = t().database;
      const names = await indexNames();
      if (dialectOf(db) !== 'sqlite') {
        // PostgreSQL keeps its own (a B-tree entry there has a size limit a search text could pass).
        expect(names).toEqual(expect.arrayContaining(replaced));
        for (const name of searched) expect(names).not.toContain(name);
        return;
      }
      for (const name of replaced) expect(names).not.toContain(name);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const planOf = async (query: SelectQueryBuilder<any, any, any>) => {
        const compiled = query.orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(10).compile();
        const explained = CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]);
        return (await db.executeQuery<{ detail: string }>(explained)).rows.map((row) => row.detail).join(' ');
      };
      const plans = [
        await planOf(
          db
            .selectFrom('documents')
            .select(['created_at', 'seq'])
            .where((eb) =>
              eb.and([
                inScope(eb, { kind: 'sent-by-user', userId: 'user-1' }),
                containsText(db, 'documents.search_text', 'okafor'),
              ]),
            ),
        ),
        await planOf(
          db
            .selectFrom('audit_log')
            .select(['created_at', 'seq'])
            .where(containsText(db, 'search_text', 'okafor')),
        ),
        await planOf(
          db
            .selectFrom('users')
            .select(['created_at', 'seq'])
            .where('is_system_admin', '=', 0)
            .where('category', '=', 'indv')
            .where(containsText(db, 'search_text', 'okafor')),
        ),
      ];
      // Covering: the text is checked in the index, the table never read; and no sort step.
      plans.forEach((plan, index) => {
        expect(plan).toContain(`USING COVERING INDEX ${searched[index]}`);
        expect(plan).not.toContain('TEMP B-TREE');
      });
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '018-search-text-in-list-indexes');
      expect(await indexNames()).toEqual(expect.arrayContaining(replaced));
      for (const name of searched) expect(await indexNames()).not.toContain(name);
      await migrateToLatest(db, schema);
      const sqlite = dialectOf(db) === 'sqlite';
      expect(await indexNames()).toEqual(expect.arrayContaining(sqlite ? searched : replaced));
    });
  },
);
