import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../testing/factories';
import { signIn, signInAdmin } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../testing/test-database';

/**
 * Decision 045 for the lists beside the document lists: each is kept while its counters stand, and shows a change
 * made anywhere (the API, another instance, SQL) on the next request. The document lists have their own suite
 * (features/documents/list-answers-kept).
 */
async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { db } = database;
  const { user: account, organisation } = await createOrganisationUser(db);
  const individual = await createUser(db, { referred_by_organisation_id: organisation.id });
  const document = await createDocument(db, { uploader: individual, organisation, status: 'submitted' });
  return {
    ...app,
    organisation,
    individual,
    document,
    tokens: {
      account: await signIn(app, account),
      individual: await signIn(app, individual),
      admin: await signInAdmin(app, await createAdmin(db, '1')),
    },
  };
}

describeOnEachDatabase('the other lists kept between requests (decision 045)', setup, (t) => {
  const get = async (url: string, token: string) => {
    const response = await t().request({ method: 'GET', url, token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return JSON.stringify(response.body);
  };
  const post = async (url: string, token: string, payload: object = {}) => {
    const response = await t().request({ method: 'POST', url, token, payload });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return JSON.stringify(response.body);
  };

  /** The list read twice (the second from memory), then changed by `change`: the next read shows `expected`. */
  async function showsAtOnce(read: () => Promise<string>, change: () => Promise<unknown>, expected: string) {
    const before = await read();
    expect(await read()).toBe(before);
    expect(before).not.toContain(expected);
    await change();
    expect(await read()).toContain(expected);
  }

  it("transactions, the administrators' and the payer's: a payment's new status", async () => {
    const { db } = t().database;
    const settle = (status: 'failed' | 'confirmed') => () =>
      db.updateTable('payments').set({ status }).where('reference', '=', t().document.ref_id).execute();
    await showsAtOnce(
      () => get('/api/system/admin/view/transactions', t().tokens.admin),
      settle('failed'),
      '"status":"failed"',
    );
    await showsAtOnce(
      () => get('/api/user/view/transactions', t().tokens.individual),
      settle('confirmed'),
      '"payment_status":"confirmed"',
    );
  });

  it("the payer's transactions: the request's owner renamed", async () => {
    const { db } = t().database;
    await showsAtOnce(
      () => get('/api/user/view/transactions', t().tokens.individual),
      () => db.updateTable('documents').set({ owner_last_name: 'Adebayo' }).where('id', '=', t().document.id).execute(),
      'Adebayo',
    );
  });

  it('the audit trail: a new entry', async () => {
    await showsAtOnce(
      () => get('/api/system/admin/audit', t().tokens.admin),
      () =>
        t().request({
          method: 'POST',
          url: '/api/system/admin/update/user',
          token: t().tokens.admin,
          payload: { user_id: t().individual.id, status: 'inactive' },
        }),
      t().individual.id,
    );
  });

  it('the account lists: a new account, and a body renamed', async () => {
    const { db } = t().database;
    const email = 'kept-lists-new@example.test';
    await showsAtOnce(
      () => get('/api/system/admin/view/indv', t().tokens.admin),
      () => createUser(db, { email }),
      email,
    );
    await showsAtOnce(
      () => post('/api/system/admin/verifying-bodies', t().tokens.admin),
      () =>
        db
          .updateTable('organisations')
          .set({ name: 'Renamed Polytechnic' })
          .where('id', '=', t().organisation.id)
          .execute(),
      'Renamed Polytechnic',
    );
    await showsAtOnce(
      () => post('/api/system/admin/get/all/companies', t().tokens.admin, { page: 1 }),
      () => createOrganisation(db, { name: 'Newly Listed College' }),
      'Newly Listed College',
    );
  });

  it("an organisation's staff and referred accounts: a new one of each", async () => {
    const { db } = t().database;
    await showsAtOnce(
      () => post('/api/staff/get/all', t().tokens.account),
      () =>
        createUser(db, { category: 'staff', organisation_id: t().organisation.id, email: 'new-staff@example.test' }),
      'new-staff@example.test',
    );
    await showsAtOnce(
      () => post('/api/referrals/users', t().tokens.account),
      () =>
        createUser(db, {
          referred_by_organisation_id: t().organisation.id,
          email: 'newly-referred@example.test',
          email_verified_at: new Date().toISOString(),
        }),
      'newly-referred@example.test',
    );
  });
});
