import fs from 'node:fs';
import path from 'node:path';
import { ZCheckoutResponse, ZDocumentResponse } from '@docverify/contract/documents/requests';
import { expect, it } from 'vitest';
import { createAdmin, createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { educationRequest as education, multipartPayload, sampleFiles, type TestFile } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const pdf: TestFile = { name: 'degree.pdf', bytes: sampleFiles.pdf(), type: 'application/pdf' };

/** Every file under the test app's store, so a refused request can be shown to have left nothing behind. */
function storedFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

describeOnEachDatabase(
  'submitting a request: /doc/checkout and /doc/verify',
  (database) => createTestApp(database),
  (t) => {
    const submit = async (token: string | undefined, fields: Record<string, unknown>, file?: TestFile) => {
      const form = await multipartPayload(fields as Record<string, string>, file);
      return t().request({ method: 'POST', url: '/api/doc/verify', token, ...form });
    };
    const counts = async () => {
      const { db } = t().database;
      const documents = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const files = await db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return { documents: Number(documents?.n), files: Number(files?.n), stored: storedFiles(t().filesDir).length };
    };

    it('quotes the fee from the server, for JSON and multipart alike', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      const json = await app.request({
        method: 'POST',
        url: '/api/doc/checkout',
        token,
        payload: { document_type_id: 'educ-bachelors', institution_id: 'vb-unilag' },
      });
      expect(json.status).toBe(200);
      expect(ZCheckoutResponse.parse(json.body).data).toEqual({
        currency: 'NGN',
        service_charge: 2_000_000,
        organisation_surcharge: 0,
        platform_surcharge: 0,
        total: 2_000_000,
      });
      const form = await multipartPayload({ document_type_id: 'educ-bachelors', institution_id: 'vb-unilag' });
      const multipart = await app.request({ method: 'POST', url: '/api/doc/checkout', token, ...form });
      expect(multipart.status).toBe(200);
      expect(multipart.body.data).toEqual(json.body.data);

      const missing = await app.request({ method: 'POST', url: '/api/doc/checkout', token, payload: {} });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors)).toEqual(['document_type_id', 'institution_id']);
      expect((await app.request({ method: 'POST', url: '/api/doc/checkout', payload: {} })).status).toBe(401);
    });

    it('creates the request awaiting payment, with its file, first history line and pending payment', async () => {
      const app = t();
      const user = await createUser(app.database.db, { first_name: 'Bola', last_name: 'Ade' });
      const token = await signIn(app, user);
      const response = await submit(token, education, pdf);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const document = ZDocumentResponse.parse(response.body).data;
      expect(document).toMatchObject({
        status: 'awaiting_payment',
        payment_status: 'pending',
        doc_type: 'educ',
        tag: 'Educational',
        document_type_name: "Bachelor's",
        docOwnerFirstName: 'Ngozi',
        docOwnerMiddleName: 'Ada',
        docOwnerLastName: 'Eze',
        docOwnerDOB: '1996-02-03',
        country_name: 'Nigeria',
        institution: { id: 'vb-unilag', company_name: 'University of Lagos' },
        verifier_name: 'University of Lagos',
        verifier_city: 'Lagos',
        studentId: 'U-1234',
        start_year: 2014,
        end_year: 2018,
        uploaded_by_user_id: user.id,
        uploaded_by_firstName: 'Bola',
        file: { name: 'degree.pdf', mime_type: 'application/pdf', size_bytes: pdf.bytes.length },
        fee: { currency: 'NGN', total: 2_000_000 },
        version: 1,
      });
      expect(document.application_id).toMatch(/^APP-\d{4}-[A-Z2-7]{8}$/);

      const { db } = app.database;
      const payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('document_id', '=', document.id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ reference: document.ref_id, status: 'pending', amount_minor: 2_000_000 });
      const events = await db
        .selectFrom('document_events')
        .selectAll()
        .where('document_id', '=', document.id)
        .execute();
      expect(events).toMatchObject([{ from_status: null, to_status: 'awaiting_payment', actor_user_id: user.id }]);
      const file = await db
        .selectFrom('stored_files')
        .selectAll()
        .where('id', '=', events[0]!.file_id!)
        .executeTakeFirstOrThrow();
      expect(file.storage_key).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      expect(fs.readFileSync(path.join(app.filesDir, file.storage_key))).toEqual(pdf.bytes);
    });

    it('takes each category with its own details; professional bodies go in doc_verifier_name', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db, { category: 'student' }));
      const common = {
        country_code: 'NG',
        docOwnerFirstName: 'Ike',
        docOwnerLastName: 'Obi',
        docOwnerDOB: '1990-01-01',
      };
      const professional = await submit(
        token,
        {
          ...common,
          doc_type: 'prof',
          document_type_id: 'prof-ican',
          institution_id: 'vb-ican',
          doc_verifier_name: 'ICAN',
          studentId: 'M-9',
          qualification: 'ACA',
          enrollment_status: 'member',
          start_year: 2015,
        },
        { name: 'card.png', bytes: sampleFiles.png() },
      );
      expect(professional.status, JSON.stringify(professional.body)).toBe(201);
      expect(professional.body.data).toMatchObject({
        doc_verifier_name: 'ICAN',
        verifier_name: null,
        qualification: 'ACA',
        enrollment_status: 'member',
        end_year: null,
        file: { mime_type: 'image/png' },
      });
      const finance = await submit(
        token,
        {
          ...common,
          doc_type: 'finance',
          document_type_id: 'finance-bank-statement',
          institution_id: 'vb-gtbank',
          bank_name: 'GTBank',
        },
        { name: 'statement.jpg', bytes: sampleFiles.jpeg() },
      );
      expect(finance.status, JSON.stringify(finance.body)).toBe(201);
      expect(finance.body.data).toMatchObject({
        bank_name: 'GTBank',
        tag: 'Financial',
        file: { mime_type: 'image/jpeg' },
      });
    });

    it('refuses a file that is not a PDF, PNG or JPEG by its content, whatever its name (415)', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      const before = await counts();
      const response = await submit(token, education, {
        name: 'degree.pdf',
        bytes: sampleFiles.text(),
        type: 'application/pdf',
      });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        errors: { file: 'The file must be a PDF, PNG or JPEG' },
      });
      expect(await counts()).toEqual(before);
    });

    it('refuses a file over 5 MB with 413, and a missing file with 400', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      const before = await counts();
      const big = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(5 * 1024 * 1024)]);
      const tooLarge = await submit(token, education, { name: 'big.pdf', bytes: big });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        errors: { file: 'The file is larger than 5 MB' },
      });
      const missing = await submit(token, education);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ file: 'Choose the document file' });
      expect(await counts()).toEqual(before);
    });

    it('names each bad field, and writes nothing', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      const before = await counts();
      const nextYear = new Date().getUTCFullYear() + 1;
      const cases: [Record<string, unknown>, string][] = [
        [{ ...education, docOwnerDOB: `${nextYear}-01-01` }, 'docOwnerDOB'],
        [{ ...education, docOwnerDOB: 'yesterday' }, 'docOwnerDOB'],
        [{ ...education, end_year: 2010 }, 'end_year'],
        [{ ...education, start_year: 'soon' }, 'start_year'],
        [{ ...education, docOwnerFirstName: '' }, 'docOwnerFirstName'],
        [{ ...education, verifier_city: undefined }, 'verifier_city'],
        [{ ...education, doc_type: 'recipes' }, 'doc_type'],
        [{ ...education, document_type_id: 'employment-letter' }, 'document_type_id'],
        [{ ...education, document_type_id: 'no-such-type' }, 'document_type_id'],
        [{ ...education, country_code: 'ZZ' }, 'country_code'],
        [{ ...education, institution_id: 'vb-ug' }, 'institution_id'],
        [{ ...education, institution_id: 'no-such-body' }, 'institution_id'],
      ];
      for (const [fields, field] of cases) {
        const response = await submit(token, fields, pdf);
        expect(response.status, `${field}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(Object.keys(response.body.errors), JSON.stringify(response.body)).toContain(field);
      }
      const unverified = await createOrganisation(app.database.db, { verification_status: 'unverified' });
      const refused = await submit(token, { ...education, institution_id: unverified.id }, pdf);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ institution_id: 'Choose a verifying body from the list' });
      // Bad fields and a missing file are reported together.
      const both = await submit(token, { ...education, course: '' });
      expect(Object.keys(both.body.errors).sort()).toEqual(['course', 'file']);
      expect(await counts()).toEqual(before);
    });

    it('answers 4xx for bodies that are not a well-formed multipart form', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      const json = await app.request({ method: 'POST', url: '/api/doc/verify', token, payload: education });
      expect(json.status).toBe(415);
      const broken = await app.request({
        method: 'POST',
        url: '/api/doc/verify',
        token,
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        payload:
          '--XYZ\r\nContent-Disposition: form-data; name="doc_type"\r\n\r\neduc\r\n--XYZ\r\nContent-Disposition: form-da',
      });
      expect(broken.status).toBeGreaterThanOrEqual(400);
      expect(broken.status).toBeLessThan(500);
      const noBoundary = await app.request({
        method: 'POST',
        url: '/api/doc/verify',
        token,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'nothing',
      });
      expect(noBoundary.status).toBeGreaterThanOrEqual(400);
      expect(noBoundary.status).toBeLessThan(500);
      const twoFiles = new FormData();
      for (const [key, value] of Object.entries(education)) twoFiles.append(key, String(value));
      twoFiles.append('file', new Blob([new Uint8Array(sampleFiles.pdf())]), 'a.pdf');
      twoFiles.append('file', new Blob([new Uint8Array(sampleFiles.pdf())]), 'b.pdf');
      const body = new Response(twoFiles);
      const two = await app.request({
        method: 'POST',
        url: '/api/doc/verify',
        token,
        headers: { 'content-type': body.headers.get('content-type')! },
        payload: Buffer.from(await body.arrayBuffer()),
      });
      expect(two.status).toBe(400);
      expect(two.body.errors).toEqual({ file: 'Send one file only' });
    });

    it('lets individuals, students, agents, organisations and staff submit; administrators get 403', async () => {
      const app = t();
      const { db } = app.database;
      for (const category of ['indv', 'student', 'agent'] as const) {
        const token = await signIn(app, await createUser(db, { category }));
        expect((await submit(token, education, pdf)).status).toBe(201);
      }
      for (const category of ['org', 'staff'] as const) {
        const { user } = await createOrganisationUser(db, { category });
        expect((await submit(await signIn(app, user), education, pdf)).status).toBe(201);
      }
      const admin = await createAdmin(db);
      const adminLogin = await app.request({
        method: 'POST',
        url: '/api/system/admin/login',
        payload: { email: admin.email, password: admin.password },
      });
      expect((await submit(adminLogin.body.token, education, pdf)).status).toBe(403);
      expect((await submit(undefined, education, pdf)).status).toBe(401);
    });
  },
);
