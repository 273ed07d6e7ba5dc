import { ZPaymentAuthorisation } from '@docverify/contract/payments/payment';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../mail/smtp-test-server';
import { deliverDueMail } from '../../outbox/deliver';
import { outboxBacklog } from '../../outbox/outbox.repository';
import { smtpTransport } from '../../outbox/transport';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

/** A verifying body with its account, a joined staff member, one still invited and one deactivated. */
async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  // Every notice is stored in the outbox with its change, then delivered by the outbox worker's own pass through
  // the product's SMTP transport to a real SMTP server, after each request as the worker would.
  const transport = smtpTransport(smtp.url, 'Verification <no-reply@docverify.test>');
  const request: typeof app.request = async (options) => {
    const answer = await app.request(options);
    await deliverDueMail(app.ctx, transport);
    return answer;
  };
  const { user: account, organisation } = await createOrganisationUser(database.db);
  const staff = await createUser(database.db, {
    category: 'staff',
    organisation_id: organisation.id,
    first_name: 'Kemi',
  });
  const invited = await createUser(database.db, {
    category: 'staff',
    organisation_id: organisation.id,
    email_verified_at: null,
  });
  const deactivated = await createUser(database.db, {
    category: 'staff',
    organisation_id: organisation.id,
    status: 'inactive',
  });
  const { user: otherBody } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db, { first_name: 'Amaka', last_name: 'Obi' });
  return {
    ...app,
    request,
    transport,
    organisation,
    account,
    staff,
    invited,
    deactivated,
    otherBody,
    owner,
    ownerToken: await signIn(app, owner),
    staffToken: await signIn(app, staff),
    close: async () => {
      transport.close();
      await app.close();
    },
  };
}

describeOnEachDatabase('telling the verifying body of its work', setup, (t) => {
  const subjectsTo = (address: string, applicationId: string) =>
    smtp
      .mailTo(address)
      .filter((mail) => mail.subject.startsWith(applicationId))
      .map((mail) => mail.subject);

  async function payFor(status: 'approve' | 'decline') {
    const document = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'awaiting_payment',
      createdAt: new Date(t().clock.now().getTime() - 60_000).toISOString(),
    });
    const started = await t().request({
      method: 'POST',
      url: '/api/doc/initiate/payment',
      token: t().ownerToken,
      payload: { doc_id: document.id },
    });
    const checkout = ZPaymentAuthorisation.parse(JSON.parse(started.body.data));
    const decided = await t().request({
      method: 'POST',
      url: `/api/payments/sandbox/${checkout.reference}/decide`,
      token: t().ownerToken,
      payload: { outcome: status },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    return { document, reference: checkout.reference };
  }

  it("e-mails the body's account and joined, active staff once when a paid request arrives", async () => {
    const { document, reference } = await payFor('approve');
    const arrived = `${document.application_id}: new request to verify`;
    expect(subjectsTo(t().account.email, document.application_id)).toEqual([arrived]);
    expect(subjectsTo(t().staff.email, document.application_id)).toEqual([arrived]);
    const mail = smtp.mailTo(t().staff.email).find((sent) => sent.subject === arrived);
    expect(mail?.text).toContain('Hello Kemi');
    expect(mail?.text).toContain(`/org/document/received?search=${document.application_id}`);
    for (const silent of [t().invited, t().deactivated, t().otherBody, t().owner]) {
      expect(subjectsTo(silent.email, document.application_id)).toEqual([]);
    }

    // A replayed confirmation changes nothing, and tells nobody again.
    const replay = await t().request({
      method: 'POST',
      url: '/api/confirm/transaction/global',
      token: t().ownerToken,
      payload: { reference },
    });
    expect(replay.status).toBe(200);
    expect(subjectsTo(t().account.email, document.application_id)).toEqual([arrived]);
  });

  it('tells nobody of a declined payment: nothing reached the body', async () => {
    const { document } = await payFor('decline');
    expect(subjectsTo(t().account.email, document.application_id)).toEqual([]);
  });

  it('e-mails the body when the requester answers its query, and marks the request answered', async () => {
    const document = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'queried',
    });
    const { payload, headers } = await multipartPayload(
      { doc_id: document.id, version: 1, note: 'Page two is attached now' },
      { name: 'page-two.pdf', bytes: sampleFiles.pdf() },
    );
    const answered = await t().request({
      method: 'POST',
      url: '/api/doc/answer',
      token: t().ownerToken,
      payload,
      headers,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'pending', answered: true });

    const subject = `${document.application_id}: query answered`;
    expect(subjectsTo(t().account.email, document.application_id)).toEqual([subject]);
    expect(subjectsTo(t().staff.email, document.application_id)).toEqual([subject]);
    const mail = smtp.mailTo(t().account.email).find((sent) => sent.subject === subject);
    expect(mail?.text).toContain('Page two is attached now');
    expect(mail?.text).toContain('A new file came with the answer.');

    // The queue says so, with the status still truthful; the history names the file that came with it.
    const queue = await t().request({
      method: 'POST',
      url: '/api/get/verifier/document',
      token: t().staffToken,
      payload: { search: document.application_id },
    });
    expect(queue.body.data[0]).toMatchObject({ id: document.id, status: 'pending', answered: true });
    const history = await t().request({
      method: 'POST',
      url: '/api/monitor/document',
      token: t().staffToken,
      payload: { doc_id: document.id },
    });
    expect(history.body.data.history.at(-1)).toMatchObject({
      from_status: 'queried',
      to_status: 'pending',
      note: 'Page two is attached now',
      has_file: true,
    });

    // Deciding again ends the mark; the owner's mail names the request first and reads naturally.
    const decision = await multipartPayload(
      { doc_id: document.id, status: 'queried', verify_info: 'Please also send page three' },
      { name: 'proof.pdf', bytes: sampleFiles.pdf(), field: 'proof' },
    );
    const decided = await t().request({
      method: 'POST',
      url: '/api/verifier/verify/document',
      token: t().staffToken,
      payload: decision.payload,
      headers: decision.headers,
    });
    expect(decided.body.data).toMatchObject({ status: 'queried', answered: false });
    expect(subjectsTo(t().owner.email, document.application_id)).toEqual([
      `${document.application_id}: queried — action needed`,
    ]);
  });

  it('a request that was never queried is not answered', async () => {
    const document = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'pending',
    });
    const queue = await t().request({
      method: 'POST',
      url: '/api/get/verifier/document',
      token: t().staffToken,
      payload: { search: document.application_id },
    });
    expect(queue.body.data[0]).toMatchObject({ status: 'pending', answered: false });
  });

  it('tells a suspended body nothing: it cannot see its queue until it is restored', async () => {
    const { user: account, organisation } = await createOrganisationUser(t().database.db);
    const document = await createDocument(t().database.db, { uploader: t().owner, organisation, status: 'queried' });
    await t()
      .database.db.updateTable('organisations')
      .set({ verification_status: 'suspended' })
      .where('id', '=', organisation.id)
      .execute();
    const { payload, headers } = await multipartPayload({ doc_id: document.id, version: 1, note: 'Here it is' });
    const answered = await t().request({
      method: 'POST',
      url: '/api/doc/answer',
      token: t().ownerToken,
      payload,
      headers,
    });
    expect(answered.status).toBe(200);
    expect(subjectsTo(account.email, document.application_id)).toEqual([]);
  });

  it('stores the notices with the change while the mail server is down, and delivers them once it is back', async () => {
    const { database, ctx } = t();
    const down = smtpTransport('smtp://127.0.0.1:1', 'x@docverify.test');
    const { document } = await payFor('approve');
    const queried = await createDocument(database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'queried',
    });
    const { payload, headers } = await multipartPayload({ doc_id: queried.id, version: 1, note: 'Answered' });
    // Straight to the app: no delivery pass after it, as if the worker had found SMTP down.
    const answered = await t().app.inject({
      method: 'POST',
      url: '/api/doc/answer',
      headers: { ...headers, authorization: `Bearer ${t().ownerToken}` },
      payload,
    });
    expect(answered.statusCode).toBe(200);
    await deliverDueMail(ctx, down);
    down.close();
    const waiting = await database.db
      .selectFrom('mail_outbox')
      .select(['status', 'last_error'])
      .where('subject', 'like', `${queried.application_id}%`)
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((mail) => mail.status === 'pending' && mail.last_error !== null)).toBe(true);
    expect(subjectsTo(t().account.email, queried.application_id)).toEqual([]);

    t().clock.advance(60);
    await deliverDueMail(ctx, t().transport);
    expect(subjectsTo(t().account.email, queried.application_id)).toEqual([
      `${queried.application_id}: query answered`,
    ]);
    expect(subjectsTo(t().account.email, document.application_id)).toEqual([
      `${document.application_id}: new request to verify`,
    ]);
    expect((await outboxBacklog(database.db, ctx.clock.now())).pending).toBe(0);
  });
});
