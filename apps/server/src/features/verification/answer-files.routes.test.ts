import { createHash } from 'node:crypto';
import { ZDocumentCredential } from '@docverify/contract/credentials/credential';
import { ZDocumentResponse, ZDownloadLinkResponse, ZMonitorResponse } from '@docverify/contract/documents/requests';
import { ZPaymentAuthorisation } from '@docverify/contract/payments/payment';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { educationRequest, multipartPayload, sampleFiles, type TestFile } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

// Distinct bytes for each file, so a download shows which one came back.
const degree = Buffer.concat([sampleFiles.pdf(), Buffer.from('% the degree\n')]);
const answer = Buffer.concat([sampleFiles.pdf(), Buffer.from('% the affidavit\n')]);
const proof = Buffer.concat([sampleFiles.pdf(), Buffer.from('% the signed proof\n')]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { user: account, organisation } = await createOrganisationUser(database.db);
  const staff = await createUser(database.db, {
    category: 'staff',
    organisation_id: organisation.id,
    first_name: 'Kemi',
    last_name: 'Bello',
  });
  const { user: otherBody } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db, { first_name: 'Amaka', last_name: 'Obi' });
  const admin = await createAdmin(database.db, '2');
  return {
    ...app,
    organisation,
    owner,
    accountToken: await signIn(app, account),
    staffToken: await signIn(app, staff),
    otherBodyToken: await signIn(app, otherBody),
    ownerToken: await signIn(app, owner),
    adminToken: await signIn(app, admin),
  };
}

describeOnEachDatabase('the files of a request: the original stays, answers and proofs beside it', setup, (t) => {
  const post = (url: string, token: string, payload: object) => t().request({ method: 'POST', url, token, payload });
  const multipart = async (url: string, token: string, fields: Record<string, string | number>, file?: TestFile) =>
    t().request({ method: 'POST', url, token, ...(await multipartPayload(fields, file)) });

  /** Submitted with degree.pdf, paid, queried by the body's staff, and answered with answer.pdf. */
  async function answeredRequest() {
    const { ownerToken, staffToken, organisation } = t();
    const submitted = await multipart(
      '/api/doc/verify',
      ownerToken,
      { ...educationRequest, institution_id: organisation.id, verifier_name: organisation.name },
      { name: 'degree.pdf', bytes: degree, type: 'application/pdf' },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const document = ZDocumentResponse.parse(submitted.body).data;

    const started = await post('/api/doc/initiate/payment', ownerToken, { doc_id: document.id });
    const checkout = ZPaymentAuthorisation.parse(JSON.parse(started.body.data));
    const paid = await post(`/api/payments/sandbox/${checkout.reference}/decide`, ownerToken, { outcome: 'approve' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const queried = await multipart(
      '/api/verifier/verify/document',
      staffToken,
      { doc_id: document.id, status: 'queried', verify_info: 'Send the sworn affidavit too' },
      { name: 'query-note.pdf', bytes: proof, field: 'proof' },
    );
    expect(queried.status, JSON.stringify(queried.body)).toBe(200);
    const version = ZDocumentResponse.parse(queried.body).data.version;

    const answered = await multipart(
      '/api/doc/answer',
      ownerToken,
      { doc_id: document.id, version, note: 'Here is the affidavit' },
      { name: 'answer.pdf', bytes: answer, type: 'application/pdf' },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    return ZDocumentResponse.parse(answered.body).data;
  }

  async function download(url: string, token: string, payload: object) {
    const response = await post(url, token, payload);
    if (response.status !== 200) return { status: response.status, bytes: undefined };
    const link = ZDownloadLinkResponse.parse(response.body);
    const file = await t().app.inject({ method: 'GET', url: link.url });
    return { status: file.statusCode, bytes: file.rawPayload };
  }

  it('keeps the original as the document after an answer with a new file, and lists every file', async () => {
    const document = await answeredRequest();
    expect(document.file.name).toBe('degree.pdf');

    for (const token of [t().ownerToken, t().staffToken, t().accountToken]) {
      const original = await download('/api/doc/download-link', token, { doc_id: document.id });
      expect(original.bytes?.equals(degree)).toBe(true);
    }
    const byAdmin = await download('/api/system/admin/download-link', t().adminToken, { doc_id: document.id });
    expect(byAdmin.bytes?.equals(degree)).toBe(true);

    const monitor = await post('/api/monitor/document', t().staffToken, { doc_id: document.id });
    const { data } = ZMonitorResponse.parse(monitor.body);
    expect(data.files.map(({ kind, file_name, uploaded_by }) => ({ kind, file_name, uploaded_by }))).toEqual([
      { kind: 'original', file_name: 'degree.pdf', uploaded_by: 'Amaka Obi' },
      { kind: 'proof', file_name: 'query-note.pdf', uploaded_by: 'Kemi Bello' },
      { kind: 'answer', file_name: 'answer.pdf', uploaded_by: 'Amaka Obi' },
    ]);
    expect(data.files[0]).toMatchObject({
      mime_type: 'application/pdf',
      size_bytes: degree.length,
      sha256: sha256(degree),
    });
    expect(data.history.map((event) => event.file_name ?? null)).toEqual([
      'degree.pdf',
      null,
      null,
      'query-note.pdf',
      'answer.pdf',
    ]);

    // Each listed file downloads as itself, for each side that may read the request.
    const answerFile = data.files.find((file) => file.kind === 'answer')!;
    for (const token of [t().ownerToken, t().staffToken]) {
      const got = await download('/api/doc/download-link', token, { doc_id: document.id, file_id: answerFile.id });
      expect(got.bytes?.equals(answer)).toBe(true);
    }
    const adminGot = await download('/api/system/admin/download-link', t().adminToken, {
      doc_id: document.id,
      file_id: data.files[0]!.id,
    });
    expect(adminGot.bytes?.equals(degree)).toBe(true);
  });

  it("refuses another request's file and a caller from another body with 404", async () => {
    const document = await answeredRequest();
    const other = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'submitted',
    });
    const otherFile = await t()
      .database.db.selectFrom('documents')
      .select('file_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();

    for (const [url, token] of [
      ['/api/doc/download-link', t().ownerToken],
      ['/api/doc/download-link', t().staffToken],
      ['/api/system/admin/download-link', t().adminToken],
    ] as const) {
      const foreign = await post(url, token, { doc_id: document.id, file_id: otherFile.file_id });
      expect(foreign.status, url).toBe(404);
      expect((await post(url, token, { doc_id: document.id, file_id: 'no-such-file' })).status, url).toBe(404);
    }

    const { data } = ZMonitorResponse.parse(
      (await post('/api/monitor/document', t().ownerToken, { doc_id: document.id })).body,
    );
    const refused = await post('/api/doc/download-link', t().otherBodyToken, {
      doc_id: document.id,
      file_id: data.files[0]!.id,
    });
    expect(refused.status).toBe(404);
    expect((await post('/api/monitor/document', t().otherBodyToken, { doc_id: document.id })).status).toBe(404);
  });

  it('names the file the decision verified by its SHA-256, on the detail and the credential', async () => {
    const document = await answeredRequest();
    const verified = await multipart(
      '/api/verifier/verify/document',
      t().staffToken,
      { doc_id: document.id, status: 'verified', verify_info: 'Matches our register', version: document.version },
      { name: 'signed.pdf', bytes: proof, field: 'proof' },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    const { data } = ZMonitorResponse.parse(
      (await post('/api/monitor/document', t().ownerToken, { doc_id: document.id })).body,
    );
    expect(data.verified_file).toEqual({ id: data.files[0]!.id, file_name: 'degree.pdf', sha256: sha256(degree) });
    expect(data.files.map((file) => file.kind)).toEqual(['original', 'proof', 'answer', 'proof']);

    const code = ZDocumentResponse.parse(verified.body).data.viewer_code!;
    const credential = await t().request({ method: 'GET', url: `/api/credentials/${code}` });
    expect(credential.status).toBe(200);
    const payload = ZDocumentCredential.parse(decodeJwt(credential.body.data.credential));
    expect(payload).toMatchObject({ credentialSubject: { document: { fileSha256: sha256(degree) } } });
  });
});
