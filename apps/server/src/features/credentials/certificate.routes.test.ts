import { ZDocumentCredential } from '@docverify/contract/credentials/credential';
import type { JSONWebKeySet } from 'jose';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';
import { QR_SENTENCE } from './certificate-pdf';
import {
  checkSeal,
  extractAttachment,
  pageContentBytes,
  pdfText,
  pdfWords,
  readQrCode,
  verifyJws,
  type PdfWord,
} from './testing/credential-checks';

/** The text with its line breaks and runs of spaces as single spaces: wrapped words read as one sentence. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The tallest band of the page with no text in it, in points: a page that is filled has none taller than a few lines. */
function tallestEmptyBand(words: PdfWord[]) {
  let reached = 0;
  let tallest = 0;
  for (const word of [...words].sort((a, b) => a.yMin - b.yMin)) {
    tallest = Math.max(tallest, word.yMin - reached);
    reached = Math.max(reached, word.yMax);
  }
  return tallest;
}

/** Every word lies inside the page's frame (25 pt in from each edge), so nothing is cut off when printed. */
function expectInsideFrame(page: { width: number; height: number; words: PdfWord[] }) {
  const outside = page.words.filter(
    (w) => w.xMin < 25 || w.yMin < 25 || w.xMax > page.width - 25 || w.yMax > page.height - 25,
  );
  expect(outside.map((w) => w.text)).toEqual([]);
}

async function setup(database: TestDatabase) {
  const app = await createTestApp(database, { PUBLIC_URL: 'https://docverify.example' });
  const { user: verifier, organisation } = await createOrganisationUser(database.db);
  const owner = await createUser(database.db, { first_name: 'Ngozi', last_name: 'Adeyemi' });
  const university = await createOrganisation(database.db, { name: 'University of Lagos' });
  const stranger = await createUser(database.db);
  const admin = await createAdmin(database.db, '2');
  return {
    ...app,
    organisation,
    university,
    owner,
    ownerToken: await signIn(app, owner),
    strangerToken: await signIn(app, stranger),
    verifierToken: await signIn(app, verifier),
    adminToken: await signIn(app, admin),
  };
}

describeOnEachDatabase('certificate PDF', setup, (t) => {
  const verified = () =>
    createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'verified',
      owner: { first: 'Ngozi', last: 'Adeyemi' },
    });
  const certificate = (documentId: string, token?: string) =>
    t().request({ method: 'GET', url: `/api/documents/${documentId}/certificate`, token });
  /** The PDF's bytes as sent (the test app's `request` reads answers as text). */
  const pdfOf = async (url: string, token?: string) => {
    const response = await t().app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  const jwks = async () => (await t().request({ method: 'GET', url: '/.well-known/jwks.json' })).body as JSONWebKeySet;

  it('gives the owner one A4 page whose QR code, attachment and seal all check out', async () => {
    const document = await verified();
    const response = await pdfOf(`/api/documents/${document.id}/certificate`, t().ownerToken);
    expect(response.status, response.bytes.toString().slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="certificate-${document.application_id}\\.pdf"`),
    );
    const bytes = response.bytes;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The QR code carries the public page; following it (its API) finds this request.
    const url = readQrCode(bytes);
    expect(url).toBe(`https://docverify.example/verify/${document.viewer_code}`);
    const code = new URL(url!).pathname.split('/').pop()!;
    const viewer = await t().request({ method: 'GET', url: `/api/viewer/${code}` });
    expect(viewer.body.data.application_id).toBe(document.application_id);
    const published = await t().request({ method: 'GET', url: `/api/credentials/${code}` });

    // The attachment is the credential itself, and verifies on its own.
    const attached = await extractAttachment(bytes);
    expect(attached).toBe(published.body.data.credential);
    const { payload } = await verifyJws(await jwks(), attached);
    expect(ZDocumentCredential.parse(payload).credentialSubject.verification.applicationId).toBe(
      document.application_id,
    );

    // The seal covers every byte before it, and stays within the last 1024 bytes' reach of %%EOF.
    const seal = await checkSeal(await jwks(), bytes);
    expect(seal).toMatchObject({ sealed: true, intact: true });
    if (!seal.sealed) throw new Error('unsealed');
    expect(seal.header).toMatchObject({ alg: 'EdDSA', typ: 'docverify-seal+jwt', kid: t().ctx.credentialKey.kid });
    expect(seal.payload.credential).toBe(ZDocumentCredential.parse(payload).id);
    expect(seal.lineBytes).toBeLessThan(600);
    expect(bytes.subarray(bytes.length - 1024).toString('latin1')).toContain('%%EOF');

    // The same credential renders the same bytes.
    expect((await pdfOf(`/api/documents/${document.id}/certificate`, t().ownerToken)).bytes.equals(bytes)).toBe(true);
  });

  it('reads as a certificate: the full name, the document in words, who verified it, the product, and the QR in words', async () => {
    const document = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().university,
      status: 'verified',
      owner: { first: 'Ngozi', middle: 'Chiamaka', last: 'Adeyemi' },
      details: { course: 'Computer Science', start_year: 2010, end_year: 2014 },
    });
    const { bytes } = await pdfOf(`/api/documents/${document.id}/certificate`, t().ownerToken);
    const text = pdfText(bytes);
    const lines = text.split('\n').map((line) => line.trim());

    // The name as submitted, middle name included, as the credential now says it too.
    expect(lines).toContain('Ngozi Chiamaka Adeyemi');
    const attached = ZDocumentCredential.parse((await verifyJws(await jwks(), await extractAttachment(bytes))).payload);
    expect(attached.credentialSubject).toMatchObject({
      name: 'Ngozi Chiamaka Adeyemi',
      givenName: 'Ngozi',
      additionalName: 'Chiamaka',
      familyName: 'Adeyemi',
    });
    // The document in words, not its type code and category.
    expect(lines).toContain("Bachelor's degree, Computer Science, 2010\u20132014");
    expect(text).not.toContain('(Educational)');
    expect(lines).toContain('awarded by University of Lagos');
    // The verifying body by name, under its monogram (organisations have no logo to show).
    expect(lines).toContain('University of Lagos, Nigeria');
    expect(lines).toContain('UL');
    expect(lines).toContain('DocVerify');
    expect(lines).toContain('Certificate of Verification');
    expect(flat(text)).toContain(QR_SENTENCE);

    // The address on one line, whole, and the QR code leads to the very same one.
    const url = `https://docverify.example/verify/${document.viewer_code}`;
    expect(lines).toContain(url);
    expect(readQrCode(bytes)).toBe(url);

    // The page is filled: the words reach into its lower third, no band of it is left empty, nothing is cut off.
    const page = pdfWords(bytes);
    const transactionLabel = page.words.find((w) => w.text === 'TRANSACTION');
    expect(transactionLabel!.yMin).toBeGreaterThan((page.height * 2) / 3);
    expect(Math.max(...page.words.map((w) => w.yMax))).toBeGreaterThan(page.height * 0.9);
    expect(tallestEmptyBand(page.words)).toBeLessThan(page.height / 10);
    expectInsideFrame(page);

    // The public page the QR code opens names the owner the same way.
    const viewer = await t().request({ method: 'GET', url: `/api/viewer/${document.viewer_code}` });
    expect(viewer.body.data.owner_name).toBe('Ngozi Chiamaka Adeyemi');
  });

  it('keeps long names, a long institution, a long course and a long address whole and on the page', async () => {
    const longUrl = 'https://verification-and-records.documents.example-university-partner.org.ng';
    const app = await createTestApp(t().database, { PUBLIC_URL: longUrl });
    try {
      const body = await createOrganisation(t().database.db, {
        name: 'Nnamdi Azikiwe University College of Health Sciences Verification and Records Office',
      });
      const document = await createDocument(t().database.db, {
        uploader: t().owner,
        organisation: body,
        documentTypeId: 'prof-ican',
        status: 'verified',
        owner: {
          first: 'Oluwadamilare',
          middle: 'Babajide Adebayo-Oluwaseun',
          last: 'Ogunleye-Akintola',
        },
        details: {
          verifier_name:
            'Institute of Chartered Accountants of Nigeria, Faculty of Public Sector and Forensic Accounting',
          qualification: 'Associate Chartered Accountant',
          course: 'Advanced Financial Reporting, Taxation, Public Sector Accounting and Strategic Management',
          start_year: 2010,
          end_year: null,
        },
      });
      const response = await app.app.inject({
        method: 'GET',
        url: `/api/documents/${document.id}/certificate`,
        headers: { authorization: `Bearer ${await signIn(app, t().owner)}` },
      });
      expect(response.statusCode).toBe(200);
      const bytes = response.rawPayload;
      const text = flat(pdfText(bytes));
      expect(text).toContain('Oluwadamilare Babajide Adebayo-Oluwaseun Ogunleye-Akintola');
      expect(text).toContain(
        'Associate Chartered Accountant, Advanced Financial Reporting, Taxation, Public Sector Accounting and ' +
          'Strategic Management, from 2010',
      );
      expect(text).toContain(
        'awarded by Institute of Chartered Accountants of Nigeria, Faculty of Public Sector and Forensic Accounting',
      );
      expect(text).toContain('Nnamdi Azikiwe University College of Health Sciences Verification and Records Office');
      expect(text).toContain(QR_SENTENCE);

      const url = `${longUrl}/verify/${document.viewer_code}`;
      expect(pdfText(bytes).split('\n')).toContain(url);
      expect(readQrCode(bytes)).toBe(url);

      // The middle, however long, stops above the QR code's block; nothing leaves the frame.
      const page = pdfWords(bytes);
      const fingerprint = page.words.find((w) => /^[0-9a-f]{64}$/.test(w.text));
      const qrLabel = page.words.find((w) => w.text === 'WHAT');
      expect(fingerprint!.yMax).toBeLessThan(qrLabel!.yMin - 20);
      expect(tallestEmptyBand(page.words)).toBeLessThan(page.height / 10);
      expectInsideFrame(page);
    } finally {
      await app.close();
    }
  });

  it('shows any edit after issue: one changed byte breaks the seal, the credential still verifies', async () => {
    const document = await verified();
    const { bytes } = await pdfOf(`/api/documents/${document.id}/certificate`, t().ownerToken);
    const edited = Buffer.from(bytes);
    // One byte of the page's drawn content (its content stream, as stored in the file).
    const drawn = await pageContentBytes(bytes);
    const at = edited.indexOf(drawn.subarray(0, 32));
    expect(at).toBeGreaterThan(0);
    const middle = at + Math.floor(drawn.length / 2);
    edited[middle] = edited[middle]! ^ 0x01;
    expect(await checkSeal(await jwks(), edited)).toMatchObject({ sealed: true, intact: false });
    await verifyJws(await jwks(), await extractAttachment(edited));

    // A forged seal line appended after the real one is the one checked, and it fails.
    const forged = Buffer.concat([bytes, Buffer.from('\n%DOCVERIFY-SEAL eyJhbGciOiJFZERTQSJ9.e30.AAAA\n')]);
    await expect(checkSeal(await jwks(), forged)).rejects.toThrow();
  });

  it("lets administrators download, and gives everyone else's request 404 and an unverified one 409", async () => {
    const document = await verified();
    expect((await certificate(document.id)).status).toBe(401);
    expect((await certificate(document.id, t().strangerToken)).status).toBe(404);
    // The verifying body reads the request but the certificate is the owner's.
    expect((await certificate(document.id, t().verifierToken)).status).toBe(404);
    expect((await certificate('00000000-0000-4000-8000-000000000000', t().ownerToken)).status).toBe(404);
    expect((await certificate('x'.repeat(65), t().ownerToken)).status).toBe(400);
    expect((await certificate(document.id, t().adminToken)).status).toBe(200);

    const pending = await createDocument(t().database.db, {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'pending',
    });
    const refused = await certificate(pending.id, t().ownerToken);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A certificate is available once the request is verified');

    const archive = await t().request({
      method: 'POST',
      url: '/api/system/admin/update/document',
      token: t().adminToken,
      payload: { doc_id: document.id, action: 'archive' },
    });
    expect(archive.status).toBe(200);
    expect((await certificate(document.id, t().ownerToken)).status).toBe(409);
  });

  it('hands out a five-minute link a new tab opens without the token', async () => {
    const document = await verified();
    const link = await t().request({
      method: 'POST',
      url: `/api/documents/${document.id}/certificate-link`,
      token: t().ownerToken,
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/certificates\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const opened = await pdfOf(link.body.url);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(await extractAttachment(opened.bytes)).toMatch(/^ey/);
    expect(
      (
        await t().request({
          method: 'POST',
          url: `/api/documents/${document.id}/certificate-link`,
          token: t().strangerToken,
        })
      ).status,
    ).toBe(404);
    t().clock.advance(5 * 60 + 1);
    expect((await t().request({ method: 'GET', url: link.body.url })).status).toBe(403);
    expect((await t().request({ method: 'GET', url: '/api/certificates/not-a-token' })).status).toBe(400);
  });
});
