import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { describeOnEachDatabase } from '../../testing/test-database';
import { decisionTurnaround, TURNAROUND_DECISIONS } from './org-dashboard.repository';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 2, 1) + hours * HOUR).toISOString();

describeOnEachDatabase(
  "a body's turnaround",
  async () => ({}),
  (t) => {
    const decide = async (db: Db, id: string, decidedAt: string, submittedAt: string | null) => {
      await db
        .updateTable('documents')
        .set({ decided_at: decidedAt, submitted_at: submittedAt })
        .where('id', '=', id)
        .execute();
    };

    it('is the median from submission to decision, a request without a submission time counted from its creation', async () => {
      const { db } = t().database;
      const body = await createOrganisation(db);
      const uploader = await createUser(db);
      const decided = async (status: 'verified' | 'queried', created: number, submitted: number | null, to: number) => {
        const document = await createDocument(db, { uploader, organisation: body, status, createdAt: at(created) });
        await decide(db, document.id, at(to), submitted === null ? null : at(submitted));
      };
      await decided('verified', 0, 5, 6); // 1 hour from submission, not 6 from creation
      await decided('queried', 0, null, 3); // 3 hours from creation
      await decided('verified', 10, 12, 11); // decided before its recorded submission: 0, never negative
      // Not decisions of this body: a waiting request, and another body's decision.
      await createDocument(db, { uploader, organisation: body, status: 'pending', createdAt: at(0) });
      const other = await createDocument(db, {
        uploader,
        organisation: await createOrganisation(db),
        status: 'verified',
        createdAt: at(0),
      });
      await decide(db, other.id, at(500), at(0));

      expect(await decisionTurnaround(db, body.id)).toEqual({ decided: 3, medianMs: 1 * HOUR });
      await decided('verified', 20, 20, 21.5); // four now: the mean of the middle two, 1 and 1.5 hours
      expect(await decisionTurnaround(db, body.id)).toEqual({ decided: 4, medianMs: 1.25 * HOUR });
    });

    it('has nothing to measure before the first decision', async () => {
      const { db } = t().database;
      const body = await createOrganisation(db);
      await createDocument(db, { uploader: await createUser(db), organisation: body, status: 'pending' });
      expect(await decisionTurnaround(db, body.id)).toEqual({ decided: 0, medianMs: null });
    });

    it(`rests on the newest ${TURNAROUND_DECISIONS} decisions only`, async () => {
      const { db } = t().database;
      const body = await createOrganisation(db);
      const template = await createDocument(db, {
        uploader: await createUser(db),
        organisation: body,
        status: 'verified',
        createdAt: at(0),
      });
      // The oldest decision took 100 hours; the newest thousand (copies of the template) one hour each.
      await decide(db, template.id, at(100), at(0));
      const row = await db.selectFrom('documents').selectAll().where('id', '=', template.id).executeTakeFirstOrThrow();
      const copies = Array.from({ length: TURNAROUND_DECISIONS }, (_, n) => {
        const { seq: _seq, ...columns } = row;
        return {
          ...columns,
          id: newId(),
          application_id: `${row.application_id}-${n}`,
          ref_id: `${row.ref_id}-${n}`,
          viewer_code: `${row.viewer_code}-${n}`,
          submitted_at: at(200 + n),
          decided_at: at(201 + n),
        };
      });
      for (let start = 0; start < copies.length; start += 100) {
        await db
          .insertInto('documents')
          .values(copies.slice(start, start + 100))
          .execute();
      }
      // With the oldest counted too, there would be 1,001 decisions.
      expect(await decisionTurnaround(db, body.id)).toEqual({ decided: TURNAROUND_DECISIONS, medianMs: 1 * HOUR });
    });
  },
);
