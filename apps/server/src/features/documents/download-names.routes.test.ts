import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { educationRequest as education, multipartPayload, sampleFiles, type TestFile } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

/** Starts as a PDF, so `file-type` calls it one, and carries a page a browser would run if it sniffed it as HTML. */
const polyglot = () =>
  Buffer.concat([
    sampleFiles.pdf(),
    Buffer.from('<html><body><script>fetch("/api/profile").then(r => r.text()).then(alert)</script></body></html>\n'),
  ]);

/** The two file names of a Content-Disposition header, the quoted fallback and the decoded RFC 5987 one. */
function namesOf(header: string | string[] | number | undefined) {
  const value = String(header);
  const fallback = value.match(/filename="([^"]*)"/)?.[1];
  const encoded = value.match(/filename\*=UTF-8''([^;\s]*)/)?.[1];
  return { fallback, exact: encoded === undefined ? undefined : decodeURIComponent(encoded) };
}

describeOnEachDatabase(
  "uploaded files' names and types: recorded and served safely",
  async (database) => {
    const app = await createTestApp(database);
    const owner = await createUser(database.db);
    return { ...app, owner, token: await signIn(app, owner) };
  },
  (t) => {
    /** Submits a request with this file through `/doc/verify`, then opens its download link. */
    const submitAndDownload = async (file: TestFile) => {
      const { request, app, token } = t();
      const form = await multipartPayload(education, file);
      const submitted = await request({ method: 'POST', url: '/api/doc/verify', token, ...form });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const link = await request({
        method: 'POST',
        url: '/api/doc/download-link',
        token,
        payload: { doc_id: submitted.body.data.id, file: 'document' },
      });
      expect(link.status).toBe(200);
      const download = await app.inject({ method: 'GET', url: link.body.url });
      expect(download.statusCode).toBe(200);
      return { document: submitted.body.data, download };
    };

    it('serves a PDF/HTML polyglot sent as evil.html as evil.pdf, typed as PDF and never sniffed', async () => {
      const { document, download } = await submitAndDownload({
        name: 'evil.html',
        bytes: polyglot(),
        type: 'text/html',
      });
      expect(document.file).toMatchObject({ name: 'evil.pdf', mime_type: 'application/pdf' });
      expect(namesOf(download.headers['content-disposition'])).toEqual({ fallback: 'evil.pdf', exact: 'evil.pdf' });
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload).toEqual(polyglot());
    });

    it('drops bidi overrides and control characters from the name, in both filename= and filename*=', async () => {
      const name = 'invoice\u202Efdp\u0001\u001b\u007f\u009b\u2066.exe';
      const { document, download } = await submitAndDownload({ name, bytes: sampleFiles.pdf() });
      expect(document.file.name).toBe('invoicefdp.pdf');
      expect(namesOf(download.headers['content-disposition'])).toEqual({
        fallback: 'invoicefdp.pdf',
        exact: 'invoicefdp.pdf',
      });
    });

    it('keeps a name in another script exactly in filename*=, with an ASCII fallback', async () => {
      const { download } = await submitAndDownload({ name: 'Diplôme 学位.jpeg', bytes: sampleFiles.jpeg() });
      expect(namesOf(download.headers['content-disposition'])).toEqual({
        fallback: 'Diplome __.jpg',
        exact: 'Diplôme 学位.jpg',
      });
      expect(download.headers['content-type']).toBe('image/jpeg');
    });

    it('serves a risky name recorded before names were made safe, safely', async () => {
      const { database, ctx, owner, token, request, app } = t();
      const organisation = await createOrganisation(database.db);
      const key = `documents/test/${Math.random().toString(36).slice(2)}`;
      await ctx.files.put(key, polyglot(), 'application/pdf');
      const document = await createDocument(database.db, { uploader: owner, organisation, storageKey: key });
      await database.db
        .updateTable('stored_files')
        .set({ file_name: 'old\u202Elmth.pdf\r\n' })
        .where('id', '=', document.file_id)
        .execute();

      const shown = await request({
        method: 'POST',
        url: '/api/monitor/document',
        token,
        payload: { doc_id: document.id },
      });
      expect(shown.body.data.document.file.name).toBe('oldlmth.pdf');
      const link = await request({
        method: 'POST',
        url: '/api/doc/download-link',
        token,
        payload: { doc_id: document.id, file: 'document' },
      });
      const download = await app.inject({ method: 'GET', url: link.body.url });
      expect(namesOf(download.headers['content-disposition'])).toEqual({
        fallback: 'oldlmth.pdf',
        exact: 'oldlmth.pdf',
      });
      expect(download.headers['content-type']).toBe('application/pdf');
    });
  },
);
