import { expect, it } from 'vitest';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const { user: verifier, organisation } = await createOrganisationUser(database.db);
  const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
  const { user: stranger } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db, { first_name: 'Amaka' });
  return {
    ...app,
    organisation,
    owner,
    verifierToken: await signIn(app, verifier),
    staffToken: await signIn(app, staff),
    strangerToken: await signIn(app, stranger),
    ownerToken: await signIn(app, owner),
  };
}

async function decide(
  app: TestApp,
  token: string,
  fields: Record<string, string | number | undefined>,
  proof: { name: string; bytes: Buffer } | null = { name: 'signed.pdf', bytes: sampleFiles.pdf() },
) {
  const { payload, headers } = await multipartPayload(fields, proof ? { ...proof, field: 'proof' } : undefined);
  return app.request({ method: 'POST', url: '/api/verifier/verify/document', token, payload, headers });
}

describeOnEachDatabase('verifier review and decision', setup, (t) => {
  const newDocument = (status: 'submitted' | 'pending' | 'awaiting_payment' = 'submitted') =>
    createDocument(t().database.db, { uploader: t().owner, organisation: t().organisation, status });

  it('opens a submitted request for review, once', async () => {
    const document = await newDocument();
    const review = () =>
      t().request({
        method: 'POST',
        url: '/api/verifier/review/document',
        token: t().staffToken,
        payload: { doc_id: document.id },
      });
    expect((await review()).body.data.status).toBe('pending');
    const again = await review();
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(2);
  });

  it('verifies with a signed PDF: viewer code, proof download, history and an e-mail to the owner', async () => {
    const document = await newDocument();
    const response = await decide(t(), t().verifierToken, {
      doc_id: document.id,
      status: 'verified',
      verify_info: 'Confirmed against the graduation register',
      version: 1,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('Document verified');
    expect(response.body.data).toMatchObject({ status: 'verified', has_proof: true });
    expect(response.body.data.viewer_code).toMatch(/^[\w-]{24,}$/);

    const history = await t().request({
      method: 'POST',
      url: '/api/monitor/document',
      token: t().ownerToken,
      payload: { doc_id: document.id },
    });
    expect(history.body.data.history.map((event: { to_status: string }) => event.to_status)).toEqual([
      'submitted',
      'pending',
      'verified',
    ]);

    const link = await t().request({
      method: 'POST',
      url: '/api/doc/download-link',
      token: t().ownerToken,
      payload: { doc_id: document.id, file: 'proof' },
    });
    const proof = await t().app.inject({ method: 'GET', url: link.body.url });
    expect(proof.rawPayload.equals(sampleFiles.pdf())).toBe(true);

    const mail = (await t().mailTo(t().owner.email)).find((sent) => sent.subject.includes(document.application_id));
    expect(mail?.subject).toContain('verified');
    expect(mail?.text).toContain('Confirmed against the graduation register');
    expect(mail?.text).toContain(`/verify/${response.body.data.viewer_code}`);

    const viewer = await t().request({ method: 'GET', url: `/api/viewer/${response.body.data.viewer_code}` });
    expect(viewer.body.data.status).toBe('verified');
  });

  it('queries with a note, and the owner sees it', async () => {
    const document = await newDocument('pending');
    const response = await decide(t(), t().staffToken, {
      doc_id: document.id,
      status: 'queried',
      verify_info: 'The student ID does not match our records',
    });
    expect(response.body.data).toMatchObject({ status: 'queried', viewer_code: null });
    const mails = await t().mailTo(t().owner.email);
    expect(mails.find((mail) => mail.subject.includes(document.application_id))?.subject).toContain('queried');
  });

  it('requires verify_info and a real PDF proof', async () => {
    const document = await newDocument();
    const noInfo = await decide(t(), t().verifierToken, { doc_id: document.id, status: 'verified', verify_info: ' ' });
    expect(noInfo.status).toBe(400);
    expect(noInfo.body.errors.verify_info).toBe('info is required');

    const noProof = await decide(t(), t().verifierToken, { doc_id: document.id, status: 'verified' }, null);
    expect(noProof.status).toBe(400);
    expect(noProof.body.errors).toMatchObject({
      verify_info: 'info is required',
      proof: 'Please upload a verified signed document',
    });

    const fields = { doc_id: document.id, status: 'verified', verify_info: 'ok' };
    const textAsPdf = await decide(t(), t().verifierToken, fields, { name: 'proof.pdf', bytes: sampleFiles.text() });
    expect(textAsPdf.status).toBe(415);
    expect(textAsPdf.body.errors.proof).toBeDefined();
    const png = await decide(t(), t().verifierToken, fields, { name: 'proof.png', bytes: sampleFiles.png() });
    expect(png.status).toBe(415);
    expect(png.body.errors.proof).toBe('The signed document must be a PDF');

    const badStatus = await decide(t(), t().verifierToken, { ...fields, status: 'archived' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors.status).toBeDefined();
  });

  it('refuses a stale edit and a second decision with 409', async () => {
    const document = await newDocument();
    const fields = { doc_id: document.id, status: 'queried', verify_info: 'Please send page two' };
    expect((await decide(t(), t().verifierToken, { ...fields, version: 7 })).status).toBe(409);
    expect((await decide(t(), t().verifierToken, fields)).status).toBe(200);
    const again = await decide(t(), t().verifierToken, { ...fields, status: 'verified' });
    expect(again.status).toBe(409);
  });

  it("hides other bodies' requests, unpaid requests, and refuses requesters and anonymous callers", async () => {
    const document = await newDocument();
    const fields = { doc_id: document.id, status: 'verified', verify_info: 'ok' };
    expect((await decide(t(), t().strangerToken, fields)).status).toBe(404);
    // A requester is not a verifying body at all: refused by role, before its upload is read.
    expect((await decide(t(), t().ownerToken, fields)).status).toBe(403);
    const unpaid = await newDocument('awaiting_payment');
    expect((await decide(t(), t().verifierToken, { ...fields, doc_id: unpaid.id })).status).toBe(404);
    const { payload, headers } = await multipartPayload(fields);
    const anonymous = await t().request({ method: 'POST', url: '/api/verifier/verify/document', payload, headers });
    expect(anonymous.status).toBe(401);
    const review = await t().request({
      method: 'POST',
      url: '/api/verifier/review/document',
      token: t().strangerToken,
      payload: { doc_id: document.id },
    });
    expect(review.status).toBe(404);
  });

  it("lists the organisation's paid queue for its staff, and nothing for a requester", async () => {
    const document = await newDocument();
    await newDocument('awaiting_payment');
    const queue = await t().request({
      method: 'POST',
      url: '/api/get/verifier/document',
      token: t().staffToken,
      payload: { search: document.application_id },
    });
    expect(queue.body.data.map((row: { id: string }) => row.id)).toEqual([document.id]);
    const all = await t().request({
      method: 'POST',
      url: '/api/get/verifier/document',
      token: t().staffToken,
      payload: {},
    });
    expect(all.body.data.every((row: { status: string }) => row.status !== 'awaiting_payment')).toBe(true);
    const requester = await t().request({
      method: 'POST',
      url: '/api/get/verifier/document',
      token: t().ownerToken,
      payload: {},
    });
    expect(requester.status).toBe(403);
  });
});
