import { ZCompanyList, ZManagedUserList } from '@docverify/contract/admin/users';
import { expect, it } from 'vitest';
import { createAdmin, createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const superAdmin = await createAdmin(database.db, '1', { first_name: 'Sade', last_name: 'Super' });
  const admin = await createAdmin(database.db, '2', { first_name: 'Ade', last_name: 'Second' });
  const organisation = await createOrganisation(database.db, { name: 'Zenith Polytechnic', phone: '+2348011112222' });
  const { user: orgOwner } = await createOrganisationUser(database.db, { organisation });
  await database.db
    .updateTable('organisations')
    .set({ created_by_user_id: orgOwner.id })
    .where('id', '=', organisation.id)
    .execute();
  const individual = await createUser(database.db, {
    first_name: 'Ngozi',
    last_name: 'Individual',
    referred_by_organisation_id: organisation.id,
  });
  return {
    ...app,
    superAdmin,
    admin,
    organisation,
    orgOwner,
    individual,
    superToken: await signIn(app, superAdmin),
    adminToken: await signIn(app, admin),
    orgToken: await signIn(app, orgOwner),
    individualToken: await signIn(app, individual),
  };
}

const routes: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/system/admin/get/all/companies', payload: {} },
  { method: 'GET', url: '/system/admin/view/admin' },
  { method: 'GET', url: '/system/admin/view/indv' },
  { method: 'POST', url: '/system/admin/create/admin', payload: { email: 'new-admin@example.test', adminType: '2' } },
  { method: 'POST', url: '/system/admin/update/admin', payload: { admin_id: 'x', firstName: 'X' } },
  { method: 'POST', url: '/system/admin/update/user', payload: { user_id: 'x', status: 'active' } },
];

describeOnEachDatabase('admin users', setup, (t) => {
  const call = (method: 'GET' | 'POST', url: string, payload: object | undefined, token: string) =>
    t().request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object, token = t().superToken) => call('POST', url, payload, token);
  const auditOf = (action: string) =>
    t()
      .database.db.selectFrom('audit_log')
      .select(['actor_user_id', 'entity_id', 'before_json', 'after_json'])
      .where('action', '=', action)
      .execute();

  it('answers 401 without a session and 403 to organisation and individual users, on every route', async () => {
    for (const { method, url, payload } of routes) {
      expect((await call(method, url, payload, '')).status, url).toBe(401);
      expect((await call(method, url, payload, t().orgToken)).status, url).toBe(403);
      expect((await call(method, url, payload, t().individualToken)).status, url).toBe(403);
    }
  });

  it('refuses a type 2 administrator creating or editing administrators', async () => {
    const create = await post(
      '/system/admin/create/admin',
      { email: 'x@example.test', adminType: '2' },
      t().adminToken,
    );
    expect(create.status).toBe(403);
    const update = await post(
      '/system/admin/update/admin',
      { admin_id: t().admin.id, system_admin_type: '1' },
      t().adminToken,
    );
    expect(update.status).toBe(403);
  });

  it('lists organisations with their account, searched by name, e-mail, phone and referral code', async () => {
    const response = await post('/system/admin/get/all/companies', { search: 'zenith poly' }, t().adminToken);
    expect(response.status).toBe(200);
    const { data, pageSize } = ZCompanyList.parse(response.body);
    expect(pageSize).toBe(9);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: t().organisation.id,
      company_name: 'Zenith Polytechnic',
      verifier_status: 'verified',
      transcript_access: 'inactive',
      account: { id: t().orgOwner.id, email: t().orgOwner.email, status: 'active' },
    });
    for (const search of ['2348011112222', t().organisation.referral_code, t().orgOwner.email]) {
      const found = ZCompanyList.parse((await post('/system/admin/get/all/companies', { search })).body);
      expect(
        found.data.map((row) => row.id),
        search,
      ).toEqual([t().organisation.id]);
    }
    const unverified = ZCompanyList.parse(
      (await post('/system/admin/get/all/companies', { search: 'zenith', verification_status: 'unverified' })).body,
    );
    expect(unverified.data).toEqual([]);
  });

  it('reports a sign-up that never entered its code as unconfirmed, in both lists', async () => {
    const { database, adminToken } = t();
    const unconfirmed = await createUser(database.db, {
      first_name: 'Uzo',
      last_name: 'Pending',
      email_verified_at: null,
    });
    const pendingBody = await createOrganisation(database.db, { name: 'Unconfirmed Polytechnic' });
    const { user: pendingOwner } = await createOrganisationUser(database.db, { organisation: pendingBody });
    await database.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', pendingOwner.id).execute();
    await database.db
      .updateTable('organisations')
      .set({ created_by_user_id: pendingOwner.id })
      .where('id', '=', pendingBody.id)
      .execute();
    const people = ZManagedUserList.parse(
      (await call('GET', '/system/admin/view/indv?search=pending', undefined, adminToken)).body,
    );
    expect(people.data).toEqual([expect.objectContaining({ id: unconfirmed.id, status: 'active', confirmed: false })]);
    const ngozi = ZManagedUserList.parse(
      (await call('GET', '/system/admin/view/indv?search=ngozi', undefined, adminToken)).body,
    );
    expect(ngozi.data[0]?.confirmed).toBe(true);
    const bodies = ZCompanyList.parse(
      (await post('/system/admin/get/all/companies', { search: 'polytechnic' }, adminToken)).body,
    );
    const accountOf = (name: string) => bodies.data.find((body) => body.company_name === name)?.account;
    expect(accountOf('Unconfirmed Polytechnic')).toMatchObject({ status: 'active', confirmed: false });
    expect(accountOf('Zenith Polytechnic')).toMatchObject({ status: 'active', confirmed: true });
  });

  it('lists administrators and individual accounts apart, 9 a page', async () => {
    const admins = ZManagedUserList.parse(
      (await call('GET', '/system/admin/view/admin', undefined, t().adminToken)).body,
    );
    expect(admins.data.map((row) => row.id)).toEqual(expect.arrayContaining([t().superAdmin.id, t().admin.id]));
    expect(admins.data.every((row) => row.is_system_admin === 1)).toBe(true);

    const found = ZManagedUserList.parse(
      (await call('GET', '/system/admin/view/indv?search=ngozi&page=1', undefined, t().adminToken)).body,
    );
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      id: t().individual.id,
      category: 'indv',
      status: 'active',
      referredBy: 'Zenith Polytechnic',
      lastLoginAt: expect.any(String),
    });
    const all = ZManagedUserList.parse((await call('GET', '/system/admin/view/indv', undefined, t().adminToken)).body);
    expect(all.data.some((row) => row.category === 'org' || row.is_system_admin === 1)).toBe(false);

    const bad = await call('GET', '/system/admin/view/indv?page=0', undefined, t().adminToken);
    expect(bad.status).toBe(400);
  });

  it('invites an administrator by e-mail, once per address, and audits it', async () => {
    const response = await post('/system/admin/create/admin', {
      email: 'New.Admin@Example.test',
      firstName: 'Nkem',
      adminType: '2',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ email: 'new.admin@example.test', adminType: '2' });
    const [mail] = await t().mailTo('new.admin@example.test');
    expect(mail?.text).toContain(`${t().ctx.config.publicUrl}/signup/admin?invitation=`);
    const token = /invitation=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const invitation = await t().request({ method: 'GET', url: `/api/system/admin/invitation/${token}` });
    expect(invitation.status).toBe(200);
    expect(invitation.body.data).toMatchObject({ email: 'new.admin@example.test', adminType: '2' });
    expect(await auditOf('admin.invited')).toEqual([expect.objectContaining({ actor_user_id: t().superAdmin.id })]);

    const taken = await post('/system/admin/create/admin', { email: t().individual.email, adminType: '2' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty('email');
  });

  it('lets a super administrator edit an administrator, never demote or deactivate themself', async () => {
    const edited = await post('/system/admin/update/admin', {
      admin_id: t().admin.id,
      lastName: 'Promoted',
      system_admin_type: '1',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ lastName: 'Promoted', system_admin_type: '1' });
    const [audit] = await auditOf('admin.updated');
    expect(JSON.parse(audit!.before_json!)).toEqual({ lastName: 'Second', system_admin_type: '2' });
    expect(JSON.parse(audit!.after_json!)).toEqual({ lastName: 'Promoted', system_admin_type: '1' });

    const demote = await post('/system/admin/update/admin', { admin_id: t().superAdmin.id, system_admin_type: '2' });
    expect(demote.status).toBe(409);
    expect(demote.body.errors).toHaveProperty('system_admin_type');
    const deactivate = await post('/system/admin/update/admin', { admin_id: t().superAdmin.id, status: 'inactive' });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.errors).toHaveProperty('status');

    const notAdmin = await post('/system/admin/update/admin', { admin_id: t().individual.id, firstName: 'X' });
    expect(notAdmin.status).toBe(404);
  });

  it('deactivating a user ends their sessions and blocks login; activating lets them sign in again', async () => {
    const before = await t().request({ method: 'GET', url: '/api/user', token: t().individualToken });
    expect(before.status).toBe(200);

    const off = await post(
      '/system/admin/update/user',
      { user_id: t().individual.id, status: 'inactive' },
      t().adminToken,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    expect((await t().request({ method: 'GET', url: '/api/user', token: t().individualToken })).status).toBe(401);
    const login = await t().request({
      method: 'POST',
      url: '/api/login',
      payload: { email: t().individual.email, password: t().individual.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_INACTIVE');
    const live = await t()
      .database.db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', t().individual.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect(await auditOf('user.deactivated')).toEqual([
      expect.objectContaining({
        actor_user_id: t().admin.id,
        entity_id: t().individual.id,
        before_json: JSON.stringify({ status: 'active' }),
        after_json: JSON.stringify({ status: 'inactive' }),
      }),
    ]);

    const on = await post(
      '/system/admin/update/user',
      { user_id: t().individual.id, status: 'active' },
      t().adminToken,
    );
    expect(on.status).toBe(200);
    expect(await auditOf('user.activated')).toHaveLength(1);
    // The old token stays dead; signing in again works.
    expect((await t().request({ method: 'GET', url: '/api/user', token: t().individualToken })).status).toBe(401);
    expect(await signIn(t(), t().individual)).toEqual(expect.any(String));
  });

  it('deactivates an organisation account, but not an administrator through the user route', async () => {
    const off = await post(
      '/system/admin/update/user',
      { user_id: t().orgOwner.id, status: 'inactive' },
      t().adminToken,
    );
    expect(off.status).toBe(200);
    expect((await t().request({ method: 'GET', url: '/api/user', token: t().orgToken })).status).toBe(401);

    const admin = await post(
      '/system/admin/update/user',
      { user_id: t().superAdmin.id, status: 'inactive' },
      t().adminToken,
    );
    expect(admin.status).toBe(403);
    const missing = await post('/system/admin/update/user', { user_id: 'no-such-user', status: 'inactive' });
    expect(missing.status).toBe(404);
  });
});
