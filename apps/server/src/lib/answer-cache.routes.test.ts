import zlib from 'node:zlib';
import { expect, it, vi } from 'vitest';
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

describeOnEachDatabase(
  'a kept list answer compressed once for every client that takes gzip',
  async (database) => {
    const app = await createTestApp(database);
    const { db } = database;
    const owner = await createUser(db);
    const body = await createOrganisation(db);
    for (let k = 0; k < 4; k++) await createDocument(db, { uploader: owner, organisation: body, status: 'submitted' });
    return { ...app, owner, body, token: await signIn(app, owner) };
  },
  (t) => {
    const list = (headers: Record<string, string> = {}) =>
      t().app.inject({
        method: 'POST',
        url: '/api/get/documents',
        headers: { authorization: `Bearer ${t().token}`, ...headers },
        payload: {},
      });

    it('sends the same JSON gzipped, with its exact length, to a browser; as written to a client that asks for none', async () => {
      const plain = await list();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(2048);

      for (let k = 0; k < 2; k++) {
        // As Chromium asks; the second answer is the kept one, its gzip made by the first.
        const gzipped = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
        expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(gzipped.headers['content-length']).toBe(String(gzipped.rawPayload.length));
        expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      }
      // A client that prefers brotli gets it from the compression plugin, as every other answer.
      const brotli = await list({ 'accept-encoding': 'br;q=1, gzip;q=0.5' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      const refused = await list({ 'accept-encoding': 'gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    });

    it('compresses an answer once for all its requests, and the new answer once the rows change', async () => {
      const before = await list({ 'accept-encoding': 'gzip' });
      await createDocument(t().database.db, { uploader: t().owner, organisation: t().body, status: 'submitted' });
      const compressions = vi.spyOn(zlib, 'gzipSync');
      try {
        const answers = [];
        for (let k = 0; k < 3; k++) answers.push(await list({ 'accept-encoding': 'gzip' }));
        expect(compressions).toHaveBeenCalledTimes(1);
        const rows = (answer: typeof before) => JSON.parse(zlib.gunzipSync(answer.rawPayload).toString());
        for (const answer of answers) expect(rows(answer)).toEqual((await list()).json());
        expect(rows(answers[0]!)).not.toEqual(rows(before));
      } finally {
        compressions.mockRestore();
      }
    });
  },
);
