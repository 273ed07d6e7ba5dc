import { ZDocumentCredential, ZStatusListCredential } from '@docverify/contract/credentials/credential';
import { decodeJwt, type JSONWebKeySet } from 'jose';
import { afterAll, expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';
import { newPrivateSigningJwk } from './signing-keys';
import { headerOf, statusBit, verifyJws } from './testing/credential-checks';

async function setup(database: TestDatabase) {
  const app = await createTestApp(database, { PUBLIC_URL: 'https://docverify.example' });
  const { user: verifier, organisation } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db, { first_name: 'Chidi', last_name: 'Okafor' });
  const admin = await createAdmin(database.db, '2');
  return {
    ...app,
    organisation,
    owner,
    verifierToken: await signIn(app, verifier),
    adminToken: await signIn(app, admin),
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function decideVerified(t: Setup, documentId: string) {
  const { payload, headers } = await multipartPayload(
    { doc_id: documentId, status: 'verified', verify_info: 'Matches the graduation register' },
    { name: 'signed.pdf', bytes: sampleFiles.pdf(), field: 'proof' },
  );
  const response = await t.request({
    method: 'POST',
    url: '/api/verifier/verify/document',
    token: t.verifierToken,
    payload,
    headers,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.viewer_code as string;
}

const adminUpdate = (t: Setup, documentId: string, action: 'archive' | 'restore') =>
  t.request({
    method: 'POST',
    url: '/api/system/admin/update/document',
    token: t.adminToken,
    payload: { doc_id: documentId, action },
  });

async function jwksOf(app: Pick<TestApp, 'request'>) {
  const response = await app.request({ method: 'GET', url: '/.well-known/jwks.json' });
  expect(response.status).toBe(200);
  return response.body as JSONWebKeySet;
}

async function fetchCredential(app: Pick<TestApp, 'request'>, code: string) {
  const response = await app.request({ method: 'GET', url: `/api/credentials/${code}` });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { credential: string; revoked_at: string | null };
}

async function bitOf(app: Pick<TestApp, 'request'>, jws: string) {
  const status = ZDocumentCredential.parse(decodeJwt(jws)).credentialStatus;
  const path = new URL(status.statusListCredential).pathname;
  const list = await app.request({ method: 'GET', url: path });
  expect(list.status).toBe(200);
  expect(list.headers['content-type']).toBe('application/vc+jwt');
  return statusBit(await jwksOf(app), list.body as string, Number(status.statusListIndex));
}

describeOnEachDatabase('verifiable credentials', setup, (t) => {
  const newDocument = (status: 'submitted' | 'verified' = 'submitted') =>
    createDocument(t().database.db, { uploader: t().owner, organisation: t().organisation, status });

  it('issues a signed VC 2.0 credential when a body verifies, and anyone checks it against the JWKS', async () => {
    const document = await newDocument();
    const code = await decideVerified(t(), document.id);

    const jwksAnswer = await t().request({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwksAnswer.headers).toMatchObject({
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    });
    const jwks = jwksAnswer.body as JSONWebKeySet;
    expect(jwks.keys).toContainEqual({
      ...t().ctx.credentialKey.publicJwk,
      kty: 'OKP',
      crv: 'Ed25519',
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(JSON.stringify(jwks)).not.toContain('"d"');

    const answer = await t().request({ method: 'GET', url: `/api/credentials/${code}` });
    expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    expect(answer.body.data.revoked_at).toBeNull();
    const { header, payload } = await verifyJws(jwks, answer.body.data.credential);
    expect(header).toEqual({ alg: 'EdDSA', kid: t().ctx.credentialKey.kid, typ: 'vc+jwt', cty: 'vc' });
    const credential = ZDocumentCredential.parse(payload);
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: ['VerifiableCredential', 'DocumentVerificationCredential'],
      issuer: { id: 'https://docverify.example', name: 'DocVerify' },
      credentialSubject: {
        type: 'VerifiedDocument',
        givenName: 'Chidi',
        document: {
          type: "Bachelor's",
          category: 'Educational',
          institution: t().organisation.name,
          course: 'Computer Science',
          startYear: 2014,
          endYear: 2018,
        },
        verification: {
          result: 'verified',
          verifiedBy: { name: t().organisation.name },
          applicationId: document.application_id,
          publicCode: code,
        },
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
    });
    expect(credential.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(credential.credentialSubject.name).toBe(`Chidi ${document.owner_last_name}`);
    expect(credential.credentialStatus.statusListCredential).toMatch(
      /^https:\/\/docverify\.example\/api\/status-lists\/\d+$/,
    );
    expect(credential.credentialStatus.id).toBe(
      `${credential.credentialStatus.statusListCredential}#${credential.credentialStatus.statusListIndex}`,
    );
    // What a stranger never needs: no date of birth, student number or file.
    for (const secret of ['1995-04-12', 'STU-001', 'certificate.pdf'])
      expect(JSON.stringify(payload)).not.toContain(secret);

    const raw = await t().request({
      method: 'GET',
      url: `/api/credentials/${code}`,
      headers: { accept: 'application/vc+jwt' },
    });
    expect(raw.headers['content-type']).toBe('application/vc+jwt');
    expect(raw.body).toBe(answer.body.data.credential);
  });

  it('says who issues its credentials, the address people are given, whatever address it was asked at', async () => {
    const answer = await t().request({
      method: 'GET',
      url: '/api/issuer',
      headers: { host: '127.0.0.1:4310', origin: 'http://192.168.1.20:3000' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { id: 'https://docverify.example', name: 'DocVerify' } });
    expect(answer.headers).toMatchObject({ 'access-control-allow-origin': '*' });
  });

  it('flips the status bit when an administrator archives, and issues a fresh credential on restore', async () => {
    const document = await newDocument();
    const code = await decideVerified(t(), document.id);
    const first = await fetchCredential(t(), code);
    expect(await bitOf(t(), first.credential)).toBe(0);

    expect((await adminUpdate(t(), document.id, 'archive')).status).toBe(200);
    const archived = await fetchCredential(t(), code);
    expect(archived.credential).toBe(first.credential);
    expect(archived.revoked_at).toBe(t().clock.now().toISOString());
    expect(await bitOf(t(), first.credential)).toBe(1);
    // A revoked credential still verifies: its signature is intact, the status list says it no longer holds.
    await verifyJws(await jwksOf(t()), archived.credential);

    expect((await adminUpdate(t(), document.id, 'restore')).status).toBe(200);
    const fresh = await fetchCredential(t(), code);
    expect(fresh.revoked_at).toBeNull();
    expect(fresh.credential).not.toBe(first.credential);
    const [before, after] = [first, fresh].map((c) => ZDocumentCredential.parse(decodeJwt(c.credential)));
    expect(after!.id).not.toBe(before!.id);
    expect(after!.credentialStatus.statusListIndex).not.toBe(before!.credentialStatus.statusListIndex);
    expect(await bitOf(t(), fresh.credential)).toBe(0);
    expect(await bitOf(t(), first.credential)).toBe(1);
    const rows = await t()
      .database.db.selectFrom('credentials')
      .select(['revoked_at', 'revocation_reason'])
      .where('document_id', '=', document.id)
      .orderBy('issued_at')
      .orderBy('revoked_at')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.revoked_at === null)).toHaveLength(1);
    expect(rows.find((row) => row.revoked_at !== null)?.revocation_reason).toBe('status became archived');
  });

  it('opens the next status list once the newest is 70 % used, counting slots as it issues', async () => {
    const first = await fetchCredential(t(), await decideVerified(t(), (await newDocument()).id));
    const listOf = (jws: string) =>
      Number(ZDocumentCredential.parse(decodeJwt(jws)).credentialStatus.statusListCredential.split('/').pop());
    const list = await t()
      .database.db.selectFrom('status_lists')
      .select(['id', 'size', 'used'])
      .where('id', '=', listOf(first.credential))
      .executeTakeFirstOrThrow();
    const issued = await t()
      .database.db.selectFrom('credentials')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status_list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(Number(list.used)).toBe(Number(issued.n));

    await t()
      .database.db.updateTable('status_lists')
      .set({ used: Math.ceil(list.size * 0.7) })
      .where('id', '=', list.id)
      .execute();
    const next = await fetchCredential(t(), await decideVerified(t(), (await newDocument()).id));
    expect(listOf(next.credential)).toBe(list.id + 1);
    expect(await bitOf(t(), next.credential)).toBe(0);
  });

  it('serves the status list as a signed BitstringStatusListCredential of 131,072 bits', async () => {
    const document = await newDocument();
    const { credential } = await fetchCredential(t(), await decideVerified(t(), document.id));
    const url = ZDocumentCredential.parse(decodeJwt(credential)).credentialStatus.statusListCredential;
    const list = await t().request({ method: 'GET', url: new URL(url).pathname });
    expect(list.headers).toMatchObject({
      'cache-control': 'public, max-age=60',
      'access-control-allow-origin': '*',
      'content-type': 'application/vc+jwt',
    });
    const { header, payload } = await verifyJws(await jwksOf(t()), list.body as string);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', kid: t().ctx.credentialKey.kid });
    expect(ZStatusListCredential.parse(payload)).toMatchObject({
      id: url,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    // Served from the cache until a bit flips.
    const again = await t().request({ method: 'GET', url: new URL(url).pathname });
    expect(again.body).toBe(list.body);
  });

  it('issues lazily for a request verified before credentials existed: two calls at once give one', async () => {
    const document = await newDocument('verified');
    const code = document.viewer_code!;
    const count = () =>
      t()
        .database.db.selectFrom('credentials')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('document_id', '=', document.id)
        .executeTakeFirstOrThrow();
    expect(Number((await count()).n)).toBe(0);
    const [a, b] = await Promise.all([fetchCredential(t(), code), fetchCredential(t(), code)]);
    expect(a.credential).toBe(b.credential);
    expect(Number((await count()).n)).toBe(1);
    await verifyJws(await jwksOf(t()), a.credential);
  });

  it('refuses malformed codes and list ids (400), unknown ones (404), and keeps a revoked credential readable', async () => {
    const unknownCode = 'x'.repeat(32);
    for (const url of [
      '/api/credentials/short',
      `/api/credentials/${'a'.repeat(101)}`,
      '/api/credentials/bad%20code!!!!!!!!!!!',
    ]) {
      const response = await t().request({ method: 'GET', url });
      expect(response.status, url).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    const unknown = await t().request({ method: 'GET', url: `/api/credentials/${unknownCode}` });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
    // A request that was never verified has no credential.
    const submitted = await newDocument();
    await t()
      .database.db.updateTable('documents')
      .set({ viewer_code: 'never-verified-code-123' })
      .where('id', '=', submitted.id)
      .execute();
    expect((await t().request({ method: 'GET', url: '/api/credentials/never-verified-code-123' })).status).toBe(404);

    for (const url of [
      '/api/status-lists/0',
      '/api/status-lists/abc',
      '/api/status-lists/1.5',
      '/api/status-lists/-1',
    ]) {
      expect((await t().request({ method: 'GET', url })).status, url).toBe(400);
    }
    expect((await t().request({ method: 'GET', url: '/api/status-lists/999' })).status).toBe(404);
  });
});

describeOnEachDatabase('key rotation', setup, (t) => {
  let rotated: TestApp | undefined;
  afterAll(async () => rotated?.close());

  it('keeps what the old key signed verifiable once a new key is configured', async () => {
    const document = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'submitted',
    });
    const code = await decideVerified(t(), document.id);
    const old = await fetchCredential(t(), code);
    const oldKid = t().ctx.credentialKey.kid;

    // The operator sets CREDENTIAL_SIGNING_KEY to a new key and restarts on the same database.
    rotated = await createTestApp(t().database, {
      PUBLIC_URL: 'https://docverify.example',
      CREDENTIAL_SIGNING_KEY: JSON.stringify(newPrivateSigningJwk()),
    });
    const newKid = rotated.ctx.credentialKey.kid;
    expect(newKid).not.toBe(oldKid);
    const jwks = await jwksOf(rotated);
    expect(jwks.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    const { header } = await verifyJws(jwks, old.credential);
    expect(header.kid).toBe(oldKid);

    // New credentials and status lists are signed with the new key.
    const later = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'verified',
    });
    const fresh = await fetchCredential(rotated, later.viewer_code!);
    expect(headerOf(fresh.credential).kid).toBe(newKid);
    expect(await bitOf(rotated, old.credential)).toBe(0);
  });
});
