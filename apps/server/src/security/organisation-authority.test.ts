import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../testing/factories';
import { multipartPayload, sampleFiles } from '../testing/multipart';
import { signIn, signInAdmin } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';

describeOnEachDatabase(
  'what an organisation may do, and what an administrator decided',
  (database) => createTestApp(database),
  (t) => {
    it('refuses a suspended, rejected or unverified body its queue, reviews and decisions (hole 6)', async () => {
      const app = t();
      const requester = await createUser(app.database.db);
      for (const status of ['suspended', 'rejected', 'unverified'] as const) {
        const organisation = await createOrganisation(app.database.db);
        const { user: staff } = await createOrganisationUser(app.database.db, { category: 'staff', organisation });
        const { user: account } = await createOrganisationUser(app.database.db, { organisation });
        const document = await createDocument(app.database.db, {
          uploader: requester,
          organisation,
          status: 'submitted',
        });
        await app.database.db
          .updateTable('organisations')
          .set({ verification_status: status })
          .where('id', '=', organisation.id)
          .execute();

        for (const user of [staff, account]) {
          const token = await signIn(app, user);
          const queue = await app.request({ method: 'POST', url: '/api/get/verifier/document', token, payload: {} });
          expect(queue.status, `${status} queue`).toBe(403);
          const received = await app.request({
            method: 'POST',
            url: '/api/get/documents',
            token,
            payload: { scope: 'received' },
          });
          expect(received.status, `${status} received list`).toBe(403);
          const review = await app.request({
            method: 'POST',
            url: '/api/verifier/review/document',
            token,
            payload: { doc_id: document.id },
          });
          expect(review.status, `${status} review`).toBe(403);
          const { payload, headers } = await multipartPayload(
            { doc_id: document.id, status: 'verified', verify_info: 'Looks right' },
            { field: 'proof', name: 'proof.pdf', bytes: sampleFiles.pdf() },
          );
          const decided = await app.request({
            method: 'POST',
            url: '/api/verifier/verify/document',
            token,
            payload,
            headers,
          });
          expect(decided.status, `${status} decision`).toBe(403);
          expect(decided.body.message).toMatch(status === 'suspended' ? /suspended/ : /not verified/);
          // Its dashboard shows nothing of what was sent to it: no counts, no people, no turnaround.
          const dashboard = await app.request({ method: 'GET', url: '/api/org/dashboard/summary', token });
          expect(dashboard.status, `${status} dashboard`).toBe(200);
          expect(dashboard.body.data.received.submitted, `${status} dashboard counts`).toBe(0);
          expect(dashboard.body.data.oldest_waiting, `${status} dashboard waiting`).toEqual([]);
          expect(JSON.stringify(dashboard.body), `${status} dashboard names`).not.toContain(requester.email);
          expect(dashboard.body.data.turnaround.decided).toBe(0);
        }
        const unchanged = await app.database.db
          .selectFrom('documents')
          .select('status')
          .where('id', '=', document.id)
          .executeTakeFirstOrThrow();
        expect(unchanged.status).toBe('submitted');
      }
    });

    it("keeps an administrator's deactivation: the organisation cannot set its staff member active again (hole 7)", async () => {
      const app = t();
      const { user: account, organisation } = await createOrganisationUser(app.database.db);
      const { user: staff } = await createOrganisationUser(app.database.db, { category: 'staff', organisation });
      const adminToken = await signInAdmin(app, await createAdmin(app.database.db, '2'));
      const orgToken = await signIn(app, account);
      const setByAdmin = (status: string) =>
        app.request({
          method: 'POST',
          url: '/api/system/admin/update/user',
          token: adminToken,
          payload: { user_id: staff.id, status },
        });
      const setByOrganisation = (status: string) =>
        app.request({
          method: 'POST',
          url: '/api/staff/update',
          token: orgToken,
          payload: { staff_id: staff.id, status },
        });

      expect((await setByAdmin('inactive')).status).toBe(200);
      const undo = await setByOrganisation('active');
      expect(undo.status).toBe(403);
      expect(undo.body.errors.status).toMatch(/only an administrator/);
      const login = await app.request({ method: 'POST', url: '/api/login', payload: staff });
      expect(login.body.code).toBe('ACCOUNT_INACTIVE');

      // Once an administrator lifts the lock, the organisation manages its staff member as before.
      expect((await setByAdmin('active')).status).toBe(200);
      expect((await setByOrganisation('inactive')).status).toBe(200);
      expect((await setByOrganisation('active')).status).toBe(200);
    });

    it('checks who may call a route before reading its body (hole 12)', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      for (const url of ['/api/staff/create', '/api/staff/update', '/api/staff/delete', '/api/staff/get/all']) {
        for (const payload of [undefined, '', '{"broken":']) {
          const response = await app.request({
            method: 'POST',
            url,
            token,
            ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
          });
          expect(response.status, `${url} ${JSON.stringify(payload)}`).toBe(403);
        }
      }
      for (const url of [
        '/api/verifier/verify/document',
        '/api/verifier/review/document',
        '/api/get/verifier/document',
      ]) {
        const empty = await app.request({ method: 'POST', url, token });
        expect(empty.status, url).toBe(403);
        const wrongType = await app.request({
          method: 'POST',
          url,
          token,
          payload: 'x'.repeat(10),
          headers: { 'content-type': 'text/plain' },
        });
        expect(wrongType.status, `${url} text/plain`).toBe(403);
      }
    });

    it("sends each request with what the caller may do with it, as the server's policy decides", async () => {
      const app = t();
      const { user: staff, organisation } = await createOrganisationUser(app.database.db, { category: 'staff' });
      const owner = await createUser(app.database.db);
      const document = await createDocument(app.database.db, { uploader: owner, organisation, status: 'pending' });
      const queue = await app.request({
        method: 'POST',
        url: '/api/get/verifier/document',
        token: await signIn(app, staff),
        payload: {},
      });
      expect(queue.body.data[0].can).toEqual({
        decide: true,
        startReview: false,
        answer: false,
        pay: false,
        refundOverdue: false,
        archive: false,
        restore: false,
      });
      const own = await app.request({
        method: 'POST',
        url: '/api/monitor/document',
        token: await signIn(app, owner),
        payload: { doc_id: document.id },
      });
      expect(own.body.data.document.can).toEqual({
        decide: false,
        startReview: false,
        answer: false,
        pay: false,
        refundOverdue: false,
        archive: false,
        restore: false,
      });
    });

    it("tells the web what the signed-in user may do, so menus and forms follow the server's rules", async () => {
      const app = t();
      const organisation = await createOrganisation(app.database.db, {
        verification_status: 'unverified',
        transcript_access: 'active',
      });
      const { user: account } = await createOrganisationUser(app.database.db, { organisation });
      const { user: staff } = await createOrganisationUser(app.database.db, { category: 'staff', organisation });
      const me = async (user: { email: string; password: string }) =>
        (await app.request({ method: 'GET', url: '/api/user', token: await signIn(app, user) })).body.user.can;
      expect(await me(account)).toEqual({
        workQueue: false,
        manageStaff: true,
        inviteStaff: false,
        seeCharges: true,
        changeCharges: true,
        manageAdministrators: false,
      });
      expect(await me(staff)).toMatchObject({ manageStaff: false, seeCharges: true, changeCharges: false });
    });
  },
);
