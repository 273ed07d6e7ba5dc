import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { user: account, organisation } = await createOrganisationUser(database.db);
  const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
  const { user: otherBody } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db);
  const admin = await createAdmin(database.db, '1');
  return {
    ...app,
    organisation,
    owner,
    accountToken: await signIn(app, account),
    staffToken: await signIn(app, staff),
    otherBodyToken: await signIn(app, otherBody),
    ownerToken: await signIn(app, owner),
    adminToken: await signInAdmin(app, admin),
  };
}

describeOnEachDatabase('starting a review is explicit (decision 018)', setup, (t) => {
  const newDocument = (status: 'submitted' | 'pending' | 'awaiting_payment' | 'archived' = 'submitted') =>
    createDocument(t().database.db, { uploader: t().owner, organisation: t().organisation, status });
  const startReview = (token: string | undefined, payload: Record<string, unknown>) =>
    t().request({ method: 'POST', url: '/api/verifier/review/document', ...(token ? { token } : {}), payload });
  const events = (documentId: string) =>
    t()
      .database.db.selectFrom('document_events')
      .select(['from_status', 'to_status', 'note'])
      .where('document_id', '=', documentId)
      .orderBy('document_version')
      .execute();

  it('opening a request reads it and changes nothing; the server offers Start review while it is submitted', async () => {
    const document = await newDocument();
    const opened = await t().request({
      method: 'POST',
      url: '/api/monitor/document',
      token: t().staffToken,
      payload: { doc_id: document.id },
    });
    expect(opened.body.data.document).toMatchObject({ status: 'submitted', version: 1 });
    expect(opened.body.data.document.can).toMatchObject({ startReview: true, decide: true });
    const queue = await t().request({
      method: 'POST',
      url: '/api/get/verifier/document',
      token: t().accountToken,
      payload: { search: document.application_id },
    });
    expect(queue.body.data[0].can.startReview).toBe(true);
    // The requester sees no such action on their own request.
    const own = await t().request({
      method: 'POST',
      url: '/api/monitor/document',
      token: t().ownerToken,
      payload: { doc_id: document.id },
    });
    expect(own.body.data.document.can.startReview).toBe(false);
    expect(await events(document.id)).toHaveLength(1);
  });

  it("the body's account and its staff start a review: submitted → pending, one history line", async () => {
    for (const token of [t().accountToken, t().staffToken]) {
      const document = await newDocument();
      const started = await startReview(token, { doc_id: document.id });
      expect(started.status).toBe(200);
      expect(started.body.message).toBe('Review started');
      expect(started.body.data).toMatchObject({ status: 'pending', version: 2 });
      expect(started.body.data.can).toMatchObject({ startReview: false, decide: true });
      expect(await events(document.id)).toEqual([
        { from_status: null, to_status: 'submitted', note: null },
        { from_status: 'submitted', to_status: 'pending', note: 'Review started' },
      ]);
    }
  });

  it('a replay or a double click changes nothing the second time', async () => {
    const document = await newDocument();
    expect((await startReview(t().staffToken, { doc_id: document.id })).status).toBe(200);
    const replay = await startReview(t().accountToken, { doc_id: document.id });
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('Review already started: this request is pending');
    expect(replay.body.data).toMatchObject({ status: 'pending', version: 2 });
    expect(await events(document.id)).toHaveLength(2);
  });

  it('two calls at once write one history line and both answer with the pending request', async () => {
    const document = await newDocument();
    const answers = await Promise.all([
      startReview(t().staffToken, { doc_id: document.id }),
      startReview(t().accountToken, { doc_id: document.id }),
      startReview(t().staffToken, { doc_id: document.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.body.data.status === 'pending')).toBe(true);
    expect(answers.filter((answer) => answer.body.message === 'Review started')).toHaveLength(1);
    const pending = (await events(document.id)).filter((event) => event.to_status === 'pending');
    expect(pending).toHaveLength(1);
  });

  it('refuses an archived request with 409', async () => {
    const document = await newDocument('archived');
    const refused = await startReview(t().staffToken, { doc_id: document.id });
    expect(refused.status).toBe(409);
  });

  it("answers 404 for another body's request, an unpaid one and a forged id, so existence does not leak", async () => {
    const document = await newDocument();
    expect((await startReview(t().otherBodyToken, { doc_id: document.id })).status).toBe(404);
    const unpaid = await newDocument('awaiting_payment');
    expect((await startReview(t().staffToken, { doc_id: unpaid.id })).status).toBe(404);
    expect((await startReview(t().staffToken, { doc_id: randomUUID() })).status).toBe(404);
    expect((await startReview(t().staffToken, { doc_id: "' or 1=1 --" })).status).toBe(404);
    const stillSubmitted = await events(document.id);
    expect(stillSubmitted).toHaveLength(1);
  });

  it('checks its input at the edge: a missing or oversized id is 400', async () => {
    const missing = await startReview(t().staffToken, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.doc_id).toBeDefined();
    expect((await startReview(t().staffToken, { doc_id: 'x'.repeat(65) })).status).toBe(400);
    expect((await startReview(t().staffToken, { doc_id: 42 })).status).toBe(400);
  });

  it('refuses anonymous callers (401), requesters and administrators (403)', async () => {
    const document = await newDocument();
    expect((await startReview(undefined, { doc_id: document.id })).status).toBe(401);
    expect((await startReview('not-a-token', { doc_id: document.id })).status).toBe(401);
    for (const category of ['indv', 'student', 'agent'] as const) {
      const requester = await createUser(t().database.db, { category });
      const refused = await startReview(await signIn(t(), requester), { doc_id: document.id });
      expect(refused.status, category).toBe(403);
    }
    expect((await startReview(t().ownerToken, { doc_id: document.id })).status).toBe(403);
    expect((await startReview(t().adminToken, { doc_id: document.id })).status).toBe(403);
    expect(await events(document.id)).toHaveLength(1);
  });

  it('refuses a suspended or unverified body (403) and a deactivated account (401)', async () => {
    const { user: account, organisation } = await createOrganisationUser(t().database.db);
    const staff = await createUser(t().database.db, { category: 'staff', organisation_id: organisation.id });
    const document = await createDocument(t().database.db, { uploader: t().owner, organisation });
    const accountToken = await signIn(t(), account);
    const staffToken = await signIn(t(), staff);
    const setBody = (status: 'suspended' | 'unverified' | 'verified') =>
      t()
        .database.db.updateTable('organisations')
        .set({ verification_status: status })
        .where('id', '=', organisation.id)
        .execute();

    await setBody('suspended');
    const suspended = await startReview(accountToken, { doc_id: document.id });
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toMatch(/suspended/);
    expect((await startReview(staffToken, { doc_id: document.id })).status).toBe(403);
    await setBody('unverified');
    expect((await startReview(staffToken, { doc_id: document.id })).status).toBe(403);

    await setBody('verified');
    await t().database.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', staff.id).execute();
    expect((await startReview(staffToken, { doc_id: document.id })).status).toBe(401);
    expect(await events(document.id)).toHaveLength(1);
    expect((await startReview(accountToken, { doc_id: document.id })).status).toBe(200);
  });
});
