import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import { recentDecisions } from '../../features/org-dashboard/org-dashboard.repository';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { indexNames as listIndexNames } from '../../testing/index-names';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../database';
import { dialectOf } from '../dialect';

describeOnEachDatabase(
  "migration 019: a body's decisions read from the index alone",
  async () => ({}),
  (t) => {
    const indexNames = () => listIndexNames(t().database.db, t().database.schema);

    it("reads the turnaround's decisions without the table, newest first", async () => {
      const { db } = t().database;
      const names = await indexNames();
      expect(names).toContain('documents_by_decision_covering');
      expect(names).not.toContain('documents_by_decision');

      const body = await createOrganisation(db);
      const uploader = await createUser(db);
      for (const [status, decided_at] of [
        ['verified', '2026-03-01T10:00:00.000Z'],
        ['queried', '2026-03-03T10:00:00.000Z'],
        ['pending', null],
        ['verified', '2026-03-02T10:00:00.000Z'],
      ] as const) {
        const document = await createDocument(db, { uploader, organisation: body, status });
        await db.updateTable('documents').set({ decided_at }).where('id', '=', document.id).execute();
      }
      const decisions = await recentDecisions(db, body.id);
      expect(decisions.map((row) => row.decided_at)).toEqual([
        '2026-03-03T10:00:00.000Z',
        '2026-03-02T10:00:00.000Z',
        '2026-03-01T10:00:00.000Z',
      ]);

      // The plan with an index-only read: SQLite says so on a small table; PostgreSQL picks by its estimates, so
      // there the read is made to use indexes (as it does at a million rows) and its plan must never visit the heap.
      const compiled = db
        .selectFrom('documents')
        .select(['documents.created_at', 'documents.decided_at', 'documents.submitted_at'])
        .where('documents.organisation_id', '=', body.id)
        .where('documents.decided_at', 'is not', null)
        .where('documents.status', 'in', ['verified', 'queried'])
        .orderBy('documents.decided_at', 'desc')
        .limit(1000)
        .compile();
      if (dialectOf(db) === 'sqlite') {
        const explained = CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]);
        const plan = (await db.executeQuery<{ detail: string }>(explained)).rows.map((row) => row.detail).join(' ');
        expect(plan).toContain('USING COVERING INDEX documents_by_decision_covering');
        expect(plan).not.toContain('TEMP B-TREE');
        return;
      }
      const plan = await db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
        await trx.executeQuery(CompiledQuery.raw('set local enable_bitmapscan = off'));
        const explained = CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]);
        return (await trx.executeQuery<{ 'QUERY PLAN': string }>(explained)).rows
          .map((row) => row['QUERY PLAN'])
          .join(' ');
      });
      expect(plan).toContain('Index Only Scan Backward using documents_by_decision_covering');
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '019-decisions-read-from-the-index');
      expect(await indexNames()).toContain('documents_by_decision');
      expect(await indexNames()).not.toContain('documents_by_decision_covering');
      await migrateToLatest(db, schema);
      expect(await indexNames()).toContain('documents_by_decision_covering');
      expect(await indexNames()).not.toContain('documents_by_decision');
    });
  },
);
