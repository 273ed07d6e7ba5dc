import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

/** Issue 10, decision 045: list answers are kept between requests, and never once their rows have changed. */
async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  // A second instance on the same database, with its own memory: what a load balancer spreads requests over.
  const other = await createTestApp(database);
  const { db } = database;
  const { user: account, organisation } = await createOrganisationUser(db);
  const { user: otherAccount, organisation: otherOrganisation } = await createOrganisationUser(db);
  const owner = await createUser(db, { first_name: 'Ngozi', last_name: 'Eze' });
  const document = await createDocument(db, { uploader: owner, organisation, status: 'submitted' });
  await createDocument(db, { uploader: owner, organisation: otherOrganisation, status: 'submitted' });
  return {
    ...app,
    other,
    organisation,
    owner,
    document,
    tokens: {
      account: await signIn(app, account),
      otherAccount: await signIn(app, otherAccount),
      owner: await signIn(app, owner),
      admin: await signInAdmin(app, await createAdmin(db, '1')),
    },
  };
}

describeOnEachDatabase('document lists kept between requests (decision 045)', setup, (t) => {
  const received = (token: string, instance: Pick<TestApp, 'request'> = t()) =>
    instance.request({ method: 'POST', url: '/api/get/verifier/document', token, payload: {} });
  const own = () => t().request({ method: 'POST', url: '/api/get/documents', token: t().tokens.owner, payload: {} });
  const everything = () =>
    t().request({ method: 'GET', url: '/api/system/admin/get/all/documents', token: t().tokens.admin });
  const rowOf = (response: { body: { data: { id: string }[] } }, id = t().document.id) =>
    ZDocumentListResponse.parse(response.body).data.find((row) => row.id === id);

  it('answers the same list again from memory, byte for byte, and still as the contract says', async () => {
    const first = await received(t().tokens.account);
    const kept = t().ctx.listAnswers.size;
    const second = await received(t().tokens.account);
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    expect(t().ctx.listAnswers.size).toBe(kept);
    expect(() => ZDocumentListResponse.parse(second.body)).not.toThrow();
  });

  it("never answers one body's list with another's", async () => {
    const mine = await received(t().tokens.account);
    const theirs = await received(t().tokens.otherAccount);
    expect(rowOf(mine)).toBeDefined();
    expect(rowOf(theirs)).toBeUndefined();
    expect(theirs.body.data).toHaveLength(1);
  });

  it('shows a change made through the API at once, in every list that holds the request', async () => {
    await Promise.all([received(t().tokens.account), own(), everything()]);
    const started = await t().request({
      method: 'POST',
      url: '/api/verifier/review/document',
      token: t().tokens.account,
      payload: { doc_id: t().document.id },
    });
    expect(started.status).toBe(200);
    expect(rowOf(await received(t().tokens.account))?.status).toBe('pending');
    expect(rowOf(await own())?.status).toBe('pending');
    expect(rowOf(await everything())?.status).toBe('pending');
  });

  it('shows a change made by another instance, or by SQL outside the product, at once', async () => {
    const { db } = t().database;
    const before = rowOf(await received(t().tokens.account))!;
    await db
      .updateTable('documents')
      .set({ verify_info: 'Changed outside the product', version: before.version + 1 })
      .where('id', '=', t().document.id)
      .execute();
    expect(rowOf(await received(t().tokens.account))?.verify_info).toBe('Changed outside the product');

    // The other instance keeps its own answer, then this one changes the request: the other sees it.
    const otherToken = await signIn(
      t().other,
      (await createOrganisationUser(db, { organisation: t().organisation })).user,
    );
    expect(rowOf(await received(otherToken, t().other))?.verify_info).toBe('Changed outside the product');
    await db.updateTable('documents').set({ verify_info: 'Changed again' }).where('id', '=', t().document.id).execute();
    expect(rowOf(await received(otherToken, t().other))?.verify_info).toBe('Changed again');
  });

  it("shows a person's new name in the rows of their requests", async () => {
    await own();
    const renamed = await t().request({
      method: 'POST',
      url: '/api/user/update',
      token: t().tokens.owner,
      payload: { firstName: 'Ngozi', lastName: 'Okafor', phone: null },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(rowOf(await own())?.uploaded_by_lastName).toBe('Okafor');
    expect(rowOf(await received(t().tokens.account))?.uploaded_by_lastName).toBe('Okafor');
  });

  it('refuses a suspended account even when its list is kept', async () => {
    const { db } = t().database;
    const { user: staff } = await createOrganisationUser(db, { category: 'staff', organisation: t().organisation });
    const token = await signIn(t(), staff);
    expect((await received(token)).status).toBe(200);
    await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', staff.id).execute();
    expect((await received(token)).status).toBe(401);
  });
});

describeOnEachDatabase(
  'document lists with no memory for answers (LIST_CACHE_MB=0)',
  async (database) => {
    const app = await createTestApp(database, { LIST_CACHE_MB: '0' });
    const owner = await createUser(database.db);
    const { organisation } = await createOrganisationUser(database.db);
    await createDocument(database.db, { uploader: owner, organisation });
    return { ...app, token: await signIn(app, owner) };
  },
  (t) => {
    it('answers every list by reading it', async () => {
      const list = () => t().request({ method: 'POST', url: '/api/get/documents', token: t().token, payload: {} });
      expect((await list()).body.data).toHaveLength(1);
      expect((await list()).body.data).toHaveLength(1);
      expect(t().ctx.listAnswers.size).toBe(0);
    });
  },
);
