import fs from 'node:fs';
import path from 'node:path';
import { ZDocumentResponse, ZDownloadLinkResponse, ZMonitorResponse } from '@docverify/contract/documents/requests';
import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { changeStatus } from '../document-lifecycle/change-status';

describeOnEachDatabase(
  'reading one request: monitor, download link and the answer to a query',
  async (database) => {
    const app = await createTestApp(database);
    const verifier = await createOrganisation(database.db);
    const owner = await createUser(database.db, { first_name: 'Efe', last_name: 'Okon' });
    return { ...app, verifier, owner, ownerToken: await signIn(app, owner) };
  },
  (t) => {
    /** A request whose file is really in the store, created a minute before the test clock's now. */
    const storedDocument = async (options: Partial<Parameters<typeof createDocument>[1]> = {}) => {
      const { database, verifier, owner, ctx, clock } = t();
      const key = `documents/test/${Math.random().toString(36).slice(2)}`;
      await ctx.files.put(key, sampleFiles.pdf(), 'application/pdf');
      const document = await createDocument(database.db, {
        uploader: owner,
        organisation: verifier,
        storageKey: key,
        createdAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        ...options,
      });
      return document;
    };
    const post = (url: string, token: string | undefined, payload: object) =>
      t().request({ method: 'POST', url, token, payload });

    it('shows the owner the request and its history, oldest first, with who made each change', async () => {
      const { ownerToken, database, verifier, clock } = t();
      const document = await storedDocument({ status: 'submitted' });
      const reviewer = await createUser(database.db, {
        category: 'staff',
        organisation_id: verifier.id,
        first_name: 'Rita',
        last_name: 'Review',
      });
      await changeStatus(database.db, {
        documentId: document.id,
        to: 'pending',
        actorUserId: reviewer.id,
        now: clock.now().toISOString(),
      });
      const response = await post('/api/monitor/document', ownerToken, { doc_id: document.id });
      expect(response.status).toBe(200);
      const { data } = ZMonitorResponse.parse(response.body);
      expect(data.document).toMatchObject({ id: document.id, status: 'pending', version: 2 });
      expect(data.history).toMatchObject([
        { from_status: null, to_status: 'submitted', actor_name: 'Efe Okon' },
        { from_status: 'submitted', to_status: 'pending', actor_name: 'Rita Review' },
      ]);
    });

    it('lets the receiving organisation read a paid request, and nobody else read any (404)', async () => {
      const { request, database, verifier } = t();
      const paid = await storedDocument({ status: 'submitted' });
      const unpaid = await storedDocument({ status: 'awaiting_payment' });
      const { user: receiver } = await createOrganisationUser(database.db, {
        organisation: verifier,
        category: 'staff',
      });
      const receiverToken = await signIn({ request }, receiver);
      expect((await post('/api/monitor/document', receiverToken, { doc_id: paid.id })).status).toBe(200);
      expect((await post('/api/monitor/document', receiverToken, { doc_id: unpaid.id })).status).toBe(404);

      const strangerToken = await signIn({ request }, await createUser(database.db));
      const { user: otherOrg } = await createOrganisationUser(database.db);
      const otherToken = await signIn({ request }, otherOrg);
      for (const token of [strangerToken, otherToken]) {
        for (const url of ['/api/monitor/document', '/api/doc/download-link']) {
          const response = await post(url, token, { doc_id: paid.id });
          expect(response.status, url).toBe(404);
          expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'No such document' });
        }
      }
      expect((await post('/api/monitor/document', strangerToken, { doc_id: 'no-such-id' })).status).toBe(404);
      expect((await post('/api/monitor/document', undefined, { doc_id: paid.id })).status).toBe(401);
      expect((await post('/api/monitor/document', strangerToken, {})).body.errors).toHaveProperty('doc_id');
    });

    it('gives a five-minute link that streams the same bytes, safely labelled, then expires', async () => {
      const { ownerToken, request, clock } = t();
      const document = await storedDocument();
      const response = await post('/api/doc/download-link', ownerToken, { doc_id: document.id, file: 'document' });
      expect(response.status).toBe(200);
      const link = ZDownloadLinkResponse.parse(response.body);
      expect(link.url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(Date.parse(link.expires_at) - clock.now().getTime()).toBe(5 * 60_000);

      // No bearer token: the link is its own authorisation, so a new browser tab can open it.
      const file = await t().app.inject({ method: 'GET', url: link.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(sampleFiles.pdf());
      expect(file.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });

      const tampered = link.url.slice(0, -3) + (link.url.endsWith('aaa') ? 'bbb' : 'aaa');
      const refused = await request({ method: 'GET', url: tampered });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This download link has expired: open the document again');

      clock.advance(5 * 60 + 1);
      const expired = await request({ method: 'GET', url: link.url });
      expect(expired.status).toBe(403);
      expect(expired.body.code).toBe('FORBIDDEN');
    });

    it('has no signed proof to give yet', async () => {
      const document = await storedDocument({ status: 'verified' });
      const response = await post('/api/doc/download-link', t().ownerToken, { doc_id: document.id, file: 'proof' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('No signed proof yet');
    });

    it("sends a queried request back to pending with the owner's note, keeping its new file beside the original", async () => {
      const { ownerToken, request, database, ctx } = t();
      const document = await storedDocument({ status: 'queried' });
      const form = await multipartPayload(
        { doc_id: document.id, version: 1, note: 'Here is the clearer scan' },
        { name: 'clearer.png', bytes: sampleFiles.png() },
      );
      const response = await request({ method: 'POST', url: '/api/doc/answer', token: ownerToken, ...form });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const answered = ZDocumentResponse.parse(response.body).data;
      // The original stays the request's document; the answer's file is kept beside it.
      expect(answered).toMatchObject({
        status: 'pending',
        version: 2,
        file: { name: 'certificate.pdf', mime_type: 'application/pdf' },
      });

      const events = await database.db
        .selectFrom('document_events')
        .innerJoin('documents', 'documents.id', 'document_events.document_id')
        .select([
          'document_events.to_status',
          'document_events.note',
          'document_events.file_id',
          'documents.file_id as current_file',
          'documents.search_text',
        ])
        .where('document_events.document_id', '=', document.id)
        .where('document_events.to_status', '=', 'pending')
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ note: 'Here is the clearer scan' });
      expect(events[0]!.file_id).not.toBe(events[0]!.current_file);
      expect(events[0]!.search_text).toContain('pending');
      const stored = await database.db
        .selectFrom('stored_files')
        .select(['storage_key', 'file_name'])
        .where('id', '=', events[0]!.file_id)
        .executeTakeFirstOrThrow();
      expect(stored.file_name).toBe('clearer.png');
      expect(fs.existsSync(path.join(t().filesDir, stored.storage_key))).toBe(true);
      expect(ctx.files).toBeDefined();

      // Answering again: the request is no longer queried.
      const again = await request({
        method: 'POST',
        url: '/api/doc/answer',
        token: ownerToken,
        ...(await multipartPayload({ doc_id: document.id, version: 2, note: 'Again' })),
      });
      expect(again.status).toBe(409);
    });

    it('refuses a stale answer with 409, an answer from anyone but the sender with 404, bad input with 400', async () => {
      const { ownerToken, request, database, verifier } = t();
      const document = await storedDocument({ status: 'queried' });
      const answer = async (token: string, fields: Record<string, string | number>) =>
        request({ method: 'POST', url: '/api/doc/answer', token, ...(await multipartPayload(fields)) });

      const stale = await answer(ownerToken, { doc_id: document.id, version: 7, note: 'Old page' });
      expect(stale.status).toBe(409);
      const { user: receiver } = await createOrganisationUser(database.db, { organisation: verifier });
      expect(
        (await answer(await signIn({ request }, receiver), { doc_id: document.id, version: 1, note: 'x' })).status,
      ).toBe(404);
      const stranger = await signIn({ request }, await createUser(database.db));
      expect((await answer(stranger, { doc_id: document.id, version: 1, note: 'x' })).status).toBe(404);
      const noNote = await answer(ownerToken, { doc_id: document.id, version: 1 });
      expect(noNote.status).toBe(400);
      expect(noNote.body.errors).toEqual({ note: 'Note is required' });

      const wrongType = await request({
        method: 'POST',
        url: '/api/doc/answer',
        token: ownerToken,
        ...(await multipartPayload(
          { doc_id: document.id, version: 1, note: 'n' },
          { name: 'scan.pdf', bytes: sampleFiles.text() },
        )),
      });
      expect(wrongType.status).toBe(415);
      const unchanged = await database.db
        .selectFrom('documents')
        .select(['status', 'version'])
        .where('id', '=', document.id)
        .executeTakeFirstOrThrow();
      expect(unchanged).toEqual({ status: 'queried', version: 1 });

      const submitted = await storedDocument({ status: 'submitted' });
      expect((await answer(ownerToken, { doc_id: submitted.id, version: 1, note: 'Too early' })).status).toBe(409);
    });
  },
);
