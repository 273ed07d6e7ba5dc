import { ZOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisationUser,
  createSurcharge,
  createUser,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const url = '/api/org/dashboard/summary';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describeOnEachDatabase(
  'the organisation dashboard summary',
  async (database) => {
    const app = await createTestApp(database);
    const { user: verifier, organisation } = await createOrganisationUser(database.db);
    const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
    const { organisation: otherBody } = await createOrganisationUser(database.db);
    // The body charges 500.00 on top of the service charge, so each confirmed payment earns it 50,000 kobo.
    await createSurcharge(database.db, organisation.id, 50_000);
    return { ...app, verifier, staff, organisation, otherBody };
  },
  (t) => {
    it('answers 401 without a token, and 403 to individuals and administrators', async () => {
      const { request, database } = t();
      expect((await request({ method: 'GET', url })).status).toBe(401);
      const individual = await signIn(t(), await createUser(database.db));
      expect((await request({ method: 'GET', url, token: individual })).status).toBe(403);
      const admin = await signIn(t(), await createAdmin(database.db));
      expect((await request({ method: 'GET', url, token: admin })).status).toBe(403);
    });

    it('counts, lists the oldest waiting, and measures turnaround and revenue for its own body only', async () => {
      const { request, database, verifier, staff, organisation, otherBody } = t();
      const owner = await createUser(database.db);
      const oldest = await createDocument(database.db, {
        uploader: owner,
        organisation,
        status: 'pending',
        createdAt: hoursAgo(50),
      });
      const newer = await createDocument(database.db, { uploader: owner, organisation, createdAt: hoursAgo(10) });
      const verified = await createDocument(database.db, {
        uploader: owner,
        organisation,
        status: 'verified',
        createdAt: hoursAgo(30),
      });
      const queried = await createDocument(database.db, {
        uploader: owner,
        organisation,
        status: 'queried',
        createdAt: hoursAgo(20),
      });
      // Decided 4 and 2 hours after submission: the median is 3.
      for (const [document, after] of [
        [verified, 4],
        [queried, 2],
      ] as const) {
        await database.db
          .updateTable('documents')
          .set({ decided_at: new Date(Date.parse(document.created_at) + after * 3_600_000).toISOString() })
          .where('id', '=', document.id)
          .execute();
      }
      // Unpaid: neither received nor earning.
      await createDocument(database.db, { uploader: owner, organisation, status: 'awaiting_payment' });
      // Another body's work, and one request this body's staff sent elsewhere.
      await createDocument(database.db, { uploader: owner, organisation: otherBody, createdAt: hoursAgo(99) });
      await createDocument(database.db, { uploader: staff, organisation: otherBody, status: 'verified' });

      const response = await request({ method: 'GET', url, token: await signIn(t(), staff) });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { data } = ZOrgDashboardSummary.parse(response.body);
      expect(data.received).toEqual({
        awaiting_payment: 0,
        submitted: 1,
        pending: 1,
        verified: 1,
        queried: 1,
        archived: 0,
      });
      expect(data.sent).toMatchObject({ verified: 1, submitted: 0 });
      expect(data.oldest_waiting.map((document) => document.id)).toEqual([oldest.id, newer.id]);
      expect(data.turnaround).toEqual({ decided: 2, median_hours: 3 });
      expect(data.revenue).toEqual([{ currency: 'NGN', amount: 4 * 50_000 }]);

      // The organisation user sees the same body.
      const own = await request({ method: 'GET', url, token: await signIn(t(), verifier) });
      expect(own.body.data.received).toEqual(data.received);
    });

    it('starts empty: no waiting requests, no turnaround yet, no revenue', async () => {
      const { request, database } = t();
      const { user } = await createOrganisationUser(database.db);
      const response = await request({ method: 'GET', url, token: await signIn(t(), user) });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        oldest_waiting: [],
        turnaround: { decided: 0, median_hours: null },
        revenue: [],
      });
    });
  },
);
