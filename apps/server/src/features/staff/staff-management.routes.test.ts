import { ZStaffListResponse } from '@docverify/contract/staff/staff';
import { expect, it } from 'vitest';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const managementCalls = [
  { url: '/api/staff/create', payload: { firstName: 'A', lastName: 'B', email: 'someone@example.test' } },
  { url: '/api/staff/get/all', payload: {} },
  { url: '/api/staff/update', payload: { staff_id: 'x', firstName: 'C' } },
  { url: '/api/staff/delete', payload: { staff_id: 'x' } },
];

describeOnEachDatabase(
  'staff management',
  async (database) => {
    const app = await createTestApp(database);
    const { user: owner, organisation } = await createOrganisationUser(database.db);
    const { user: staff } = await createOrganisationUser(database.db, { category: 'staff', organisation });
    const { user: otherOwner, organisation: otherOrganisation } = await createOrganisationUser(database.db);
    const { user: otherStaff } = await createOrganisationUser(database.db, {
      category: 'staff',
      organisation: otherOrganisation,
    });
    const individual = await createUser(database.db);
    return {
      ...app,
      owner,
      organisation,
      staff,
      otherStaff,
      ownerToken: await signIn(app, owner),
      staffToken: await signIn(app, staff),
      otherOwnerToken: await signIn(app, otherOwner),
      individualToken: await signIn(app, individual),
    };
  },
  (t) => {
    it('answers 401 without a token and 403 to staff and to anyone but an organisation account', async () => {
      const { request, staffToken, individualToken } = t();
      for (const call of managementCalls) {
        expect((await request({ method: 'POST', ...call })).status, call.url).toBe(401);
        for (const token of [staffToken, individualToken]) {
          const refused = await request({ method: 'POST', ...call, token });
          expect(refused.status, call.url).toBe(403);
          expect(refused.body.code).toBe('FORBIDDEN');
        }
      }
    });

    it("answers 404 for another organisation's staff and changes nothing", async () => {
      const { request, database, ownerToken, otherStaff } = t();
      const update = await request({
        method: 'POST',
        url: '/api/staff/update',
        token: ownerToken,
        payload: { staff_id: otherStaff.id, status: 'inactive' },
      });
      expect(update.status).toBe(404);
      const remove = await request({
        method: 'POST',
        url: '/api/staff/delete',
        token: ownerToken,
        payload: { staff_id: otherStaff.id },
      });
      expect(remove.status).toBe(404);
      const row = await database.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', otherStaff.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
    });

    it('names the bad fields with 400, and an e-mail already in use with 409', async () => {
      const { request, ownerToken, staff } = t();
      const bad = await request({
        method: 'POST',
        url: '/api/staff/create',
        token: ownerToken,
        payload: { firstName: ' ', email: 'not-an-email', phone: 'call me' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
      const badUpdate = await request({
        method: 'POST',
        url: '/api/staff/update',
        token: ownerToken,
        payload: { status: 'sleeping' },
      });
      expect(badUpdate.status).toBe(400);
      expect(Object.keys(badUpdate.body.errors).sort()).toEqual(['staff_id', 'status']);
      const taken = await request({
        method: 'POST',
        url: '/api/staff/create',
        token: ownerToken,
        payload: { firstName: 'Dup', lastName: 'Licate', email: staff.email.toUpperCase() },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.errors.email).toBe('An account with this e-mail already exists');
    });

    it("lists only the organisation's staff, nine a page, searched by name, e-mail or phone", async () => {
      const { request, database, organisation, staff, otherOwnerToken } = t();
      for (let index = 0; index < 9; index += 1) {
        await createUser(database.db, {
          category: 'staff',
          organisation_id: organisation.id,
          first_name: `Member${index}`,
          last_name: 'Zulu',
          phone: index === 4 ? '+2348099990000' : null,
        });
      }
      const { ownerToken } = t();
      const first = ZStaffListResponse.parse(
        (await request({ method: 'POST', url: '/api/staff/get/all', token: ownerToken, payload: {} })).body,
      );
      expect(first).toMatchObject({ page: 1, pageSize: 9, total: 10, totalPages: 2 });
      expect(first.data).toHaveLength(9);
      const second = await request({
        method: 'POST',
        url: '/api/staff/get/all',
        token: ownerToken,
        payload: { page: 2 },
      });
      expect(second.body.data).toHaveLength(1);

      const search = async (term: string) =>
        (await request({ method: 'POST', url: '/api/staff/get/all', token: ownerToken, payload: { search: term } }))
          .body.data as { id: string; firstName: string }[];
      expect((await search('member3')).map((row) => row.firstName)).toEqual(['Member3']);
      expect((await search('99990000')).map((row) => row.firstName)).toEqual(['Member4']);
      expect((await search(staff.email.toUpperCase())).map((row) => row.id)).toEqual([staff.id]);
      expect(await search('100%_')).toEqual([]);

      const other = await request({ method: 'POST', url: '/api/staff/get/all', token: otherOwnerToken, payload: {} });
      expect(other.body.total).toBe(1);
    });

    it('edits names and phone, and deactivating ends the sessions at once', async () => {
      const app = t();
      const { request, database, organisation, ownerToken } = app;
      const member = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
      const memberToken = await signIn(app, member);

      const edited = await request({
        method: 'POST',
        url: '/api/staff/update',
        token: ownerToken,
        payload: { staff_id: member.id, firstName: 'Kemi', lastName: 'Ade', phone: '+2348012345678' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ firstName: 'Kemi', lastName: 'Ade', phone: '+2348012345678' });
      expect((await request({ method: 'GET', url: '/api/user', token: memberToken })).status).toBe(200);

      const off = await request({
        method: 'POST',
        url: '/api/staff/update',
        token: ownerToken,
        payload: { staff_id: member.id, status: 'inactive' },
      });
      expect(off.body.data).toMatchObject({ status: 'inactive', firstName: 'Kemi' });
      expect((await request({ method: 'GET', url: '/api/user', token: memberToken })).status).toBe(401);
      const live = await database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', member.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      const login = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: member.password },
      });
      expect(login.status).toBe(403);

      const on = await request({
        method: 'POST',
        url: '/api/staff/update',
        token: ownerToken,
        payload: { staff_id: member.id, status: 'active' },
      });
      expect(on.body.data.status).toBe('active');
      await signIn(app, member);
    });

    it('deletes a staff member who never acted, and anonymises one named in a document history', async () => {
      const app = t();
      const { request, database, organisation, ownerToken } = app;
      const idle = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
      const deleted = await request({
        method: 'POST',
        url: '/api/staff/delete',
        token: ownerToken,
        payload: { staff_id: idle.id },
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Staff deleted');
      expect(await database.db.selectFrom('users').select('id').where('id', '=', idle.id).execute()).toEqual([]);

      const worker = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
      const workerToken = await signIn(app, worker);
      const requester = await createUser(database.db);
      const document = await createDocument(database.db, { uploader: requester, organisation });
      const review = await request({
        method: 'POST',
        url: '/api/verifier/review/document',
        token: workerToken,
        payload: { doc_id: document.id },
      });
      expect(review.status).toBe(200);

      const removed = await request({
        method: 'POST',
        url: '/api/staff/delete',
        token: ownerToken,
        payload: { staff_id: worker.id },
      });
      expect(removed.status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: workerToken })).status).toBe(401);
      const row = await database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', worker.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'inactive', organisation_id: null, phone: null, first_name: 'Former' });
      expect(row.email).not.toBe(worker.email);
      const events = await database.db
        .selectFrom('document_events')
        .select('actor_user_id')
        .where('document_id', '=', document.id)
        .execute();
      expect(events.map((event) => event.actor_user_id)).toContain(worker.id);
      // Gone from the list, and the e-mail may be invited again.
      const again = await request({
        method: 'POST',
        url: '/api/staff/delete',
        token: ownerToken,
        payload: { staff_id: worker.id },
      });
      expect(again.status).toBe(404);
      const reinvited = await request({
        method: 'POST',
        url: '/api/staff/create',
        token: ownerToken,
        payload: { firstName: 'Back', lastName: 'Again', email: worker.email },
      });
      expect(reinvited.status).toBe(201);
    });
  },
);
