import { ZPublicVerification } from '@docverify/contract/documents/requests';
import { ZDashboardResponse } from '@docverify/contract/documents/list-answers';
import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

describeOnEachDatabase(
  'the public viewer and the dashboard',
  async (database) => {
    const app = await createTestApp(database);
    const verifier = await createOrganisation(database.db, { name: 'University of Test', country_code: 'GH' });
    return { ...app, verifier };
  },
  (t) => {
    it('shows a verified request to anyone with its code, and nothing private', async () => {
      const { database, verifier, request } = t();
      const owner = await createUser(database.db);
      const document = await createDocument(database.db, {
        uploader: owner,
        organisation: verifier,
        status: 'verified',
        owner: { first: 'Kofi', middle: 'Yaw', last: 'Mensah' },
      });
      await database.db
        .updateTable('documents')
        .set({ verify_info: 'Graduated 2018' })
        .where('id', '=', document.id)
        .execute();
      const response = await request({ method: 'GET', url: `/api/viewer/${document.viewer_code}` });
      expect(response.status).toBe(200);
      expect(ZPublicVerification.parse(response.body)).toEqual({
        data: {
          application_id: document.application_id,
          status: 'verified',
          tag: 'Educational',
          document_type_name: "Bachelor's",
          owner_name: 'Kofi Yaw Mensah',
          course: 'Computer Science',
          start_year: 2014,
          end_year: 2018,
          verifier: { company_name: 'University of Test', country_name: 'Ghana' },
          verify_info: 'Graduated 2018',
          decided_at: document.decided_at,
        },
      });
      expect(JSON.stringify(response.body)).not.toContain('1995-04-12');
      expect(JSON.stringify(response.body)).not.toContain(owner.email);
      expect(JSON.stringify(response.body)).not.toContain('STU-001');
    });

    it('knows no code of a request that is not verified, nor an unknown one (404)', async () => {
      const { database, verifier, request } = t();
      const document = await createDocument(database.db, {
        uploader: await createUser(database.db),
        organisation: verifier,
        status: 'verified',
      });
      await database.db.updateTable('documents').set({ status: 'archived' }).where('id', '=', document.id).execute();
      expect((await request({ method: 'GET', url: `/api/viewer/${document.viewer_code}` })).status).toBe(404);
      expect((await request({ method: 'GET', url: '/api/viewer/abcdefghijklmnopqrstuvwxyz012345' })).status).toBe(404);
      expect((await request({ method: 'GET', url: '/api/viewer/short' })).status).toBe(400);
    });

    it("counts the caller's requests per status, lists the newest five and sums confirmed payments", async () => {
      const { database, verifier, request } = t();
      const owner = await createUser(database.db);
      const statuses = [
        'submitted',
        'submitted',
        'pending',
        'verified',
        'queried',
        'awaiting_payment',
        'awaiting_payment',
      ] as const;
      for (const [index, status] of statuses.entries()) {
        await createDocument(database.db, {
          uploader: owner,
          organisation: verifier,
          status,
          paymentStatus: index === 6 ? 'failed' : undefined,
          createdAt: new Date(Date.now() - (10 - index) * 60_000).toISOString(),
        });
      }
      await createDocument(database.db, { uploader: await createUser(database.db), organisation: verifier });
      const token = await signIn({ request }, owner);
      const response = await request({ method: 'GET', url: '/api/user/dashboard', token });
      expect(response.status).toBe(200);
      const { data } = ZDashboardResponse.parse(response.body);
      expect(data.counts).toEqual({
        awaiting_payment: 2,
        submitted: 2,
        pending: 1,
        verified: 1,
        queried: 1,
        archived: 0,
      });
      expect(data.total).toBe(7);
      expect(data.recent.map((d) => d.status)).toEqual([
        'awaiting_payment',
        'awaiting_payment',
        'queried',
        'verified',
        'pending',
      ]);
      // Five confirmed Bachelor's requests at ₦20,000 each.
      expect(data.spent).toEqual([{ currency: 'NGN', amount: 5 * 2_000_000 }]);

      const empty = await request({
        method: 'GET',
        url: '/api/user/dashboard',
        token: await signIn({ request }, await createUser(database.db)),
      });
      expect(empty.body.data).toMatchObject({ total: 0, recent: [], spent: [], counts: { submitted: 0 } });
      expect((await request({ method: 'GET', url: '/api/user/dashboard' })).status).toBe(401);
    });
  },
);
