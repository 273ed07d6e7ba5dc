import { ZAdminDashboardResponse } from '@docverify/contract/admin/dashboard';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const url = '/api/system/admin/dashboard';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const dayOf = (iso: string) => iso.slice(0, 10);

describeOnEachDatabase(
  'the administrator dashboard',
  async (database) => {
    const app = await createTestApp(database);
    const { organisation } = await createOrganisationUser(database.db);
    const owner = await createUser(database.db);
    const documents = {
      longestWaiting: await createDocument(database.db, {
        uploader: owner,
        organisation,
        status: 'pending',
        createdAt: daysAgo(45),
      }),
      waiting: await createDocument(database.db, { uploader: owner, organisation, createdAt: daysAgo(3) }),
      verified: await createDocument(database.db, { uploader: owner, organisation, status: 'verified' }),
      failed: await createDocument(database.db, {
        uploader: owner,
        organisation,
        status: 'awaiting_payment',
        paymentStatus: 'failed',
        createdAt: daysAgo(2),
      }),
      failedLongAgo: await createDocument(database.db, {
        uploader: owner,
        organisation,
        status: 'awaiting_payment',
        paymentStatus: 'failed',
        createdAt: daysAgo(40),
      }),
    };
    const bodies = [
      await createOrganisation(database.db, { verification_status: 'unverified', created_at: daysAgo(9) }),
      await createOrganisation(database.db, { verification_status: 'unverified', created_at: daysAgo(1) }),
    ];
    const admin = await signIn(app, await createAdmin(database.db, '2'));
    return { ...app, admin, documents, bodies };
  },
  (t) => {
    it('answers 401 without a token and 403 to anyone but an administrator', async () => {
      const { request, database } = t();
      expect((await request({ method: 'GET', url })).status).toBe(401);
      const individual = await signIn(t(), await createUser(database.db));
      expect((await request({ method: 'GET', url, token: individual })).status).toBe(403);
      const { user } = await createOrganisationUser(database.db);
      expect((await request({ method: 'GET', url, token: await signIn(t(), user) })).status).toBe(403);
    });

    it('counts, charts 30 full days, and lists what waits longest and what failed lately', async () => {
      const { request, admin, documents, bodies, database } = t();
      const response = await request({ method: 'GET', url, token: admin });
      expect(response.status).toBe(200);
      const { data } = ZAdminDashboardResponse.parse(response.body);

      expect(data.documents_by_status).toEqual({
        awaiting_payment: 2,
        submitted: 1,
        pending: 1,
        verified: 1,
        queried: 0,
        archived: 0,
      });

      expect(data.days).toHaveLength(30);
      expect(data.days.at(-1)!.day).toBe(dayOf(new Date().toISOString()));
      expect(data.days[0]!.day).toBe(dayOf(daysAgo(29)));
      const day = (iso: string) => data.days.find((entry) => entry.day === dayOf(iso))!;
      // The request 45 days back is outside the window; the failed one 40 days back too.
      expect(data.days.reduce((sum, entry) => sum + entry.requests, 0)).toBe(3);
      expect(day(documents.waiting.created_at).requests).toBe(1);
      const paid = await database.db
        .selectFrom('payments')
        .select(['reference', 'amount_minor'])
        .where('reference', 'in', [documents.waiting.ref_id, documents.verified.ref_id])
        .execute();
      expect(data.currencies).toEqual(['NGN']);
      expect(day(documents.waiting.created_at).revenue).toEqual({
        NGN: paid.find((row) => row.reference === documents.waiting.ref_id)!.amount_minor,
      });
      expect(day(daysAgo(10)).revenue).toEqual({ NGN: 0 });

      expect(data.bodies_awaiting_verification.count).toBe(2);
      expect(data.bodies_awaiting_verification.oldest.map((body) => body.id)).toEqual(bodies.map((body) => body.id));
      expect(data.oldest_waiting.map((document) => document.id)).toEqual([
        documents.longestWaiting.id,
        documents.waiting.id,
      ]);
      expect(data.failed_payments.count).toBe(1);
      expect(data.failed_payments.newest.map((payment) => payment.ref_id)).toEqual([documents.failed.ref_id]);
    });
  },
);
