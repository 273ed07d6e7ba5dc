import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import { indexNames as listIndexNames } from '../../testing/index-names';
import { describeOnEachDatabase } from '../../testing/test-database';
import { inScope } from '../../features/documents/documents-list.repository';
import { createMigrator, migrateToLatest } from '../database';
import { dialectOf } from '../dialect';
import { containsText } from '../query-helpers';
import { migrations } from './index';

describeOnEachDatabase(
  "migration 018: a person's search text in their list's index (SQLite)",
  async () => ({}),
  (t) => {
    const indexNames = () => listIndexNames(t().database.db, t().database.schema);

    it("answers a person's newest-first page and its search check from one index on SQLite", async () => {
      const { db } = t().database;
      const names = await indexNames();
      if (dialectOf(db) !== 'sqlite') {
        // PostgreSQL keeps its own (a B-tree entry there has a size limit a search text could pass).
        expect(names).toContain('documents_uploader_by_newest');
        expect(names).not.toContain('documents_uploader_by_newest_searched');
        return;
      }
      expect(names).not.toContain('documents_uploader_by_newest');
      const checked = db
        .selectFrom('documents')
        .select(['documents.created_at', 'documents.seq'])
        .where((eb) =>
          eb.and([
            inScope(eb, { kind: 'sent-by-user', userId: 'user-1' }),
            containsText(db, 'documents.search_text', 'okafor'),
          ]),
        )
        .orderBy('documents.created_at', 'desc')
        .orderBy('documents.seq', 'desc')
        .limit(10)
        .compile();
      const explained = CompiledQuery.raw(`explain query plan ${checked.sql}`, [...checked.parameters]);
      const plan = (await db.executeQuery<{ detail: string }>(explained)).rows.map((row) => row.detail).join(' ');
      // Covering: the text is checked in the index, the table never read; and no sort step.
      expect(plan).toContain('USING COVERING INDEX documents_uploader_by_newest_searched');
      expect(plan).not.toContain('TEMP B-TREE');
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      const migrator = createMigrator(db, schema);
      const names = Object.keys(migrations).sort();
      const down = await migrator.migrateTo(names[names.indexOf('018-own-search-in-index') - 1]!);
      expect(down.error).toBeUndefined();
      expect(await indexNames()).toContain('documents_uploader_by_newest');
      expect(await indexNames()).not.toContain('documents_uploader_by_newest_searched');
      await migrateToLatest(db, schema);
      const sqlite = dialectOf(db) === 'sqlite';
      expect(await indexNames()).toContain(
        sqlite ? 'documents_uploader_by_newest_searched' : 'documents_uploader_by_newest',
      );
    });
  },
);
