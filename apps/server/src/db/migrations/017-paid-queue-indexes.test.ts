import { CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { indexNames as listIndexNames } from '../../testing/index-names';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import { inScope, type DocumentScope } from '../../features/documents/documents-list.repository';
import { migrateToLatest } from '../database';
import { dialectOf } from '../dialect';

describeOnEachDatabase(
  'migration 017: indexes of paid requests for the queues',
  async () => ({}),
  (t) => {
    const indexNames = () => listIndexNames(t().database.db, t().database.schema);

    /** The plan of a page of the scope, newest first, as the lists write its condition (`inScope`). */
    const pagePlan = async (scope: DocumentScope) => {
      const { db } = t().database;
      const page = db
        .selectFrom('documents')
        .select(['documents.created_at', 'documents.seq'])
        .where((eb) => inScope(eb, scope))
        .orderBy('documents.created_at', 'desc')
        .orderBy('documents.seq', 'desc')
        .limit(10)
        .compile();
      if (dialectOf(db) === 'sqlite') {
        const explained = CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]);
        return (await db.executeQuery<{ detail: string }>(explained)).rows.map((row) => row.detail).join(' ');
      }
      // A near-empty table is cheaper to scan: the planner is told not to, to show which index serves the page.
      return db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explained = CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]);
        return (await trx.executeQuery<{ 'QUERY PLAN': string }>(explained)).rows
          .map((row) => row['QUERY PLAN'])
          .join(' ');
      });
    };

    it("reads a body's queue and an organisation's referred requests from indexes of paid requests only", async () => {
      expect(await pagePlan({ kind: 'received', organisationId: 'org-1' })).toContain(
        'documents_organisation_paid_by_newest',
      );
      expect(await pagePlan({ kind: 'referred-by-organisation', organisationId: 'org-1' })).toContain(
        'documents_referrer_paid_by_newest',
      );
      const names = await indexNames();
      expect(names).not.toContain('documents_organisation_by_newest');
      // Every request stays findable by its body (migration 019 extends this index).
      expect(names).toContain('documents_by_decision_covering');
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '017-paid-queue-indexes');
      expect(await indexNames()).toContain('documents_organisation_by_newest');
      expect(await indexNames()).not.toContain('documents_organisation_paid_by_newest');
      await migrateToLatest(db, schema);
      expect(await indexNames()).toContain('documents_organisation_paid_by_facets');
      expect(await indexNames()).not.toContain('documents_organisation_by_facets');
    });
  },
);
