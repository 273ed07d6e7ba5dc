import { queryPlan } from '../../testing/query-plan';
import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { DEFAULT_TURNAROUND } from './turnaround';
import { recentDecisionTimesQuery, TURNAROUND_DECISIONS } from './turnaround.repository';

const DAY = 86_400_000;

/** Midnight (UTC) of the Monday at least `daysAgo` days before `now`: weekday arithmetic the test can foresee. */
function mondayBefore(now: Date, daysAgo: number): Date {
  const day = new Date(Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

describeOnEachDatabase(
  "a verifying body's expected turnaround",
  (database) => createTestApp(database),
  (t) => {
    const turnaround = async (organisationId: string) => {
      const user = await createUser(t().database.db);
      return t().request({
        method: 'GET',
        url: `/api/institutions/${organisationId}/turnaround`,
        token: await signIn(t(), user),
      });
    };
    /** A decision of `body`: submitted at `submitted`, decided `hours` later. */
    const decision = async (
      db: Db,
      body: Awaited<ReturnType<typeof createOrganisation>>,
      submitted: Date,
      hours: number,
    ) => {
      const document = await createDocument(db, {
        uploader: await createUser(db),
        organisation: body,
        status: 'verified',
      });
      await db
        .updateTable('documents')
        .set({
          submitted_at: submitted.toISOString(),
          decided_at: new Date(submitted.getTime() + hours * 3_600_000).toISOString(),
        })
        .where('id', '=', document.id)
        .execute();
    };

    it('is the stated default, with no recent history, for a body with too few decisions', async () => {
      const body = await createOrganisation(t().database.db);
      const answer = await turnaround(body.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({
        basis: 'default',
        decisions: 0,
        median_days: DEFAULT_TURNAROUND.medianDays,
        p90_days: DEFAULT_TURNAROUND.p90Days,
      });
    });

    it('counts working days only: a Friday-to-Monday decision took one working day, not three', async () => {
      const { db } = t().database;
      const body = await createOrganisation(db);
      const monday = mondayBefore(t().clock.now(), 30);
      const friday = new Date(monday.getTime() - 3 * DAY + 12 * 3_600_000); // the Friday before, noon
      for (let n = 0; n < 9; n += 1) await decision(db, body, friday, 72); // → Monday noon: 1 working day
      await decision(db, body, monday, 24 * 14); // two calendar weeks: 10 working days
      // Older than the window (180 days) and another body's: neither counted.
      await decision(db, body, mondayBefore(t().clock.now(), 250), 24 * 30);
      await decision(db, await createOrganisation(db), monday, 24 * 30);

      const answer = await turnaround(body.id);
      expect(answer.body.data).toEqual({ basis: 'recent', decisions: 10, median_days: 1, p90_days: 1 });
      await decision(db, body, monday, 24 * 14); // a second slow one is the 90th percentile's (rank 10 of 11)
      expect((await turnaround(body.id)).body.data).toEqual({
        basis: 'recent',
        decisions: 11,
        median_days: 1,
        p90_days: 10,
      });
    });

    it('answers 404 for a body that does not exist', async () => {
      const answer = await turnaround('no-such-body');
      expect(answer.status).toBe(404);
    });

    it(`reads at most ${TURNAROUND_DECISIONS} decisions from the index alone`, async () => {
      const { db } = t().database;
      const body = await createOrganisation(db);
      const compiled = recentDecisionTimesQuery(db, body.id, new Date(0).toISOString()).compile();
      expect(compiled.parameters).toContain(TURNAROUND_DECISIONS);
      const plan = await queryPlan(db, compiled);
      if (dialectOf(db) === 'sqlite') {
        expect(plan).toMatch(
          /SEARCH documents USING COVERING INDEX documents_by_decision_covering \(organisation_id=\? AND decided_at>\?\)/,
        );
        expect(plan).not.toMatch(/TEMP B-TREE/);
        return;
      }
      // PostgreSQL, made to use indexes (as at a million rows), never visits the heap.
      expect(plan).toMatch(/Limit .* Index Only Scan Backward using documents_by_decision_covering/);
      expect(plan).not.toMatch(/Sort/);
    });
  },
);
