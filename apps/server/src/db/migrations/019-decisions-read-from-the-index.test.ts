import { queryPlan } from '../../testing/query-plan';
import { expect, it } from 'vitest';
import { decisionTurnaround, decisionTurnaroundQuery } from '../../features/org-dashboard/org-dashboard.repository';
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

    it('works out the turnaround from the index alone', async () => {
      const { db } = t().database;
      const names = await indexNames();
      expect(names).toContain('documents_by_decision_covering');
      expect(names).not.toContain('documents_by_decision');

      const body = await createOrganisation(db);
      const uploader = await createUser(db);
      // Submitted 2026-03-01T00:00 and decided 10, 58 and 34 hours later; the pending one is not a decision.
      for (const [status, decided_at] of [
        ['verified', '2026-03-01T10:00:00.000Z'],
        ['queried', '2026-03-03T10:00:00.000Z'],
        ['pending', null],
        ['verified', '2026-03-02T10:00:00.000Z'],
      ] as const) {
        const document = await createDocument(db, {
          uploader,
          organisation: body,
          status,
          createdAt: '2026-03-01T00:00:00.000Z',
        });
        await db.updateTable('documents').set({ decided_at }).where('id', '=', document.id).execute();
      }
      expect(await decisionTurnaround(db, body.id)).toEqual({ decided: 3, medianMs: 34 * 3_600_000 });

      // The plan with an index-only read: SQLite says so on a small table; PostgreSQL picks by its estimates, so
      // there the read is made to use indexes (as it does at a million rows) and its plan must never visit the heap.
      const compiled = decisionTurnaroundQuery(db, body.id).compile();
      const plan = await queryPlan(db, compiled);
      if (dialectOf(db) === 'sqlite') {
        // The decisions read once, in the index's order; one sort, of at most a thousand durations for the median.
        expect(plan.match(/USING COVERING INDEX documents_by_decision_covering/g)).toHaveLength(1);
        expect(plan.match(/TEMP B-TREE FOR ORDER BY/g)).toHaveLength(1);
        return;
      }
      expect(plan.match(/Index Only Scan Backward using documents_by_decision_covering/g)).toHaveLength(1);
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
