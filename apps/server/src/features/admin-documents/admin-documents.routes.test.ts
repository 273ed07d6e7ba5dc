import { ZMonitorResponse } from '@docverify/contract/documents/requests';
import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const urls = {
  list: '/api/system/admin/get/all/documents',
  single: '/api/system/admin/get/single/document',
  update: '/api/system/admin/update/document',
  verify: '/api/system/admin/verify/document',
  downloadLink: '/api/system/admin/download-link',
};

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const { user: verifier, organisation } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db, { first_name: 'Chidi', last_name: 'Okafor' });
  const admin = await createAdmin(database.db, '2');
  return {
    ...app,
    organisation,
    owner,
    admin,
    adminToken: await signIn(app, admin),
    verifierToken: await signIn(app, verifier),
    ownerToken: await signIn(app, owner),
  };
}

async function adminDecide(
  app: TestApp,
  token: string,
  fields: Record<string, string | number | undefined>,
  proof: { name: string; bytes: Buffer } | null = { name: 'signed.pdf', bytes: sampleFiles.pdf() },
) {
  const { payload, headers } = await multipartPayload(fields, proof ? { ...proof, field: 'proof' } : undefined);
  return app.request({ method: 'POST', url: urls.verify, token, payload, headers });
}

describeOnEachDatabase('administrators manage every document', setup, (t) => {
  const newDocument = (status: 'submitted' | 'pending' | 'awaiting_payment' | 'verified' = 'submitted') =>
    createDocument(t().database.db, { uploader: t().owner, organisation: t().organisation, status });

  const auditRows = (entityId: string) =>
    t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('answers 401 without a session and 403 to individuals and verifiers, on every route', async () => {
    const document = await newDocument();
    const calls = [
      { method: 'GET' as const, url: urls.list },
      {
        method: 'POST' as const,
        url: urls.single,
        query: { doc_category: 'educ', doc_id: document.id, docOwnerId: t().owner.id },
      },
      { method: 'POST' as const, url: urls.update, payload: { doc_id: document.id, action: 'archive' } },
      { method: 'POST' as const, url: urls.verify, payload: {} },
      { method: 'POST' as const, url: urls.downloadLink, payload: { doc_id: document.id } },
    ];
    for (const call of calls) {
      expect((await t().request(call)).status, call.url).toBe(401);
      expect((await t().request({ ...call, token: t().ownerToken })).status, call.url).toBe(403);
      expect((await t().request({ ...call, token: t().verifierToken })).status, call.url).toBe(403);
    }
    const unchanged = await t()
      .database.db.selectFrom('documents')
      .select('status')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('submitted');
  });

  it('lists every document, unpaid ones included, filtered by status and searched', async () => {
    const unpaid = await newDocument('awaiting_payment');
    const verified = await newDocument('verified');
    const all = await t().request({ method: 'GET', url: urls.list, token: t().adminToken });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const body = ZDocumentListResponse.parse(all.body);
    const ids = body.data.map((document) => document.id);
    expect(ids).toEqual(expect.arrayContaining([unpaid.id, verified.id]));
    expect(body.facets.verifier_status).toEqual(expect.arrayContaining(['awaiting_payment', 'verified']));

    const onlyVerified = await t().request({
      method: 'GET',
      url: urls.list,
      query: { status: 'verified', search: '' },
      token: t().adminToken,
    });
    const statuses = (onlyVerified.body as { data: { status: string }[] }).data.map((document) => document.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['verified']));

    const searched = await t().request({
      method: 'GET',
      url: urls.list,
      query: { search: verified.application_id.toLowerCase() },
      token: t().adminToken,
    });
    expect((searched.body as { data: { id: string }[] }).data.map((document) => document.id)).toEqual([verified.id]);

    const bad = await t().request({ method: 'GET', url: urls.list, query: { status: 'lost' }, token: t().adminToken });
    expect(bad.status).toBe(400);
  });

  it('reads one document with its history, and 404 when the category or owner does not match', async () => {
    const document = await newDocument();
    const query = { doc_category: 'educ', doc_id: document.id, docOwnerId: t().owner.id };
    const response = await t().request({ method: 'POST', url: urls.single, query, token: t().adminToken });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { data } = ZMonitorResponse.parse(response.body);
    expect(data.document.id).toBe(document.id);
    expect(data.history.map((event) => event.to_status)).toEqual(['submitted']);

    for (const wrong of [
      { ...query, doc_category: 'finance' },
      { ...query, docOwnerId: t().admin.id },
      { ...query, doc_id: 'no-such-document' },
    ]) {
      const refused = await t().request({ method: 'POST', url: urls.single, query: wrong, token: t().adminToken });
      expect(refused.status, JSON.stringify(wrong)).toBe(404);
    }
  });

  it('archives and restores to the previous status, with history and audit rows', async () => {
    const document = await newDocument('pending');
    const update = (payload: object) =>
      t().request({ method: 'POST', url: urls.update, payload, token: t().adminToken });

    const archived = await update({ doc_id: document.id, action: 'archive', version: document.version });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body).toMatchObject({ message: 'Document archived', data: { status: 'archived' } });
    expect((await update({ doc_id: document.id, action: 'archive' })).status).toBe(409);

    const stale = await update({ doc_id: document.id, action: 'restore', version: document.version });
    expect(stale.status).toBe(409);

    const restored = await update({ doc_id: document.id, action: 'restore', note: 'Archived by mistake' });
    expect(restored.body).toMatchObject({ message: 'Document restored', data: { status: 'pending' } });
    expect((await update({ doc_id: document.id, action: 'restore' })).status).toBe(409);

    const single = await t().request({
      method: 'POST',
      url: urls.single,
      query: { doc_category: 'educ', doc_id: document.id, docOwnerId: t().owner.id },
      token: t().adminToken,
    });
    const history = ZMonitorResponse.parse(single.body).data.history;
    expect(history.slice(-2)).toMatchObject([
      { from_status: 'pending', to_status: 'archived', actor_name: 'Ada Admin' },
      { from_status: 'archived', to_status: 'pending', note: 'Archived by mistake' },
    ]);

    const audit = await auditRows(document.id);
    expect(audit.map((row) => row.action)).toEqual(['document.archived', 'document.restored']);
    expect(audit[0]).toMatchObject({ actor_user_id: t().admin.id, entity_type: 'document' });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: 'pending' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ status: 'pending' });

    const unknown = await update({ doc_id: 'no-such-document', action: 'archive' });
    expect(unknown.status).toBe(404);
  });

  it('restores an archived unpaid request to awaiting payment', async () => {
    const document = await newDocument('awaiting_payment');
    const update = (action: string) =>
      t().request({
        method: 'POST',
        url: urls.update,
        payload: { doc_id: document.id, action },
        token: t().adminToken,
      });
    expect((await update('archive')).body.data.status).toBe('archived');
    expect((await update('restore')).body.data.status).toBe('awaiting_payment');
  });

  it('decides a document with a signed PDF: e-mail to the owner, history and audit', async () => {
    const document = await newDocument();
    const response = await adminDecide(t(), t().adminToken, {
      doc_id: document.id,
      status: 'verified',
      verify_info: 'The body is unreachable; confirmed with the registrar by phone',
      version: document.version,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Document verified',
      data: { status: 'verified', has_proof: true },
    });

    const mail = (await t().mailTo(t().owner.email)).find((sent) => sent.subject.includes(document.application_id));
    expect(mail?.subject).toContain('verified');

    const audit = await auditRows(document.id);
    expect(audit.map((row) => row.action)).toEqual(['document.decided_by_admin']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'verified' });

    const link = await t().request({
      method: 'POST',
      url: urls.downloadLink,
      payload: { doc_id: document.id, file: 'proof' },
      token: t().adminToken,
    });
    expect(link.status).toBe(200);
    const proof = await t().app.inject({ method: 'GET', url: link.body.url });
    expect(proof.rawPayload.equals(sampleFiles.pdf())).toBe(true);

    const again = await adminDecide(t(), t().adminToken, { doc_id: document.id, status: 'queried', verify_info: 'x' });
    expect(again.status).toBe(409);
  });

  it('refuses a stale version, an unpaid request, a missing note or proof, and a proof that is not a PDF', async () => {
    const document = await newDocument('pending');
    const stale = await adminDecide(t(), t().adminToken, {
      doc_id: document.id,
      status: 'queried',
      verify_info: 'Mismatched names',
      version: document.version + 5,
    });
    expect(stale.status).toBe(409);

    const unpaid = await newDocument('awaiting_payment');
    const early = await adminDecide(t(), t().adminToken, { doc_id: unpaid.id, status: 'verified', verify_info: 'ok' });
    expect(early.status).toBe(409);

    const missing = await adminDecide(t(), t().adminToken, { doc_id: document.id, status: 'verified' }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      verify_info: 'info is required',
      proof: 'Please upload a verified signed document',
    });

    const notPdf = await adminDecide(
      t(),
      t().adminToken,
      { doc_id: document.id, status: 'verified', verify_info: 'ok' },
      { name: 'signed.pdf', bytes: sampleFiles.png() },
    );
    expect([400, 415]).toContain(notPdf.status);
    expect(notPdf.body.errors.proof).toBeTruthy();
    expect(await auditRows(document.id)).toEqual([]);
  });
});
