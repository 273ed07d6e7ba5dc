import { ZFraudSignalsResponse } from '@docverify/contract/fraud-signals/signals';
import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { OrganisationRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

const verifierUrl = (id: string) => `/api/verifier/documents/${id}/fraud-signals`;
const adminUrl = (id: string) => `/api/system/admin/documents/${id}/fraud-signals`;
const hash = (seed: string) => seed.repeat(64).slice(0, 64);

/** The request's file is given this hash, as if those bytes had been uploaded. */
async function setFileHash(db: Db, documentId: string, sha256: string) {
  const { file_id } = await db
    .selectFrom('documents')
    .select('file_id')
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  await db.updateTable('stored_files').set({ sha256 }).where('id', '=', file_id).execute();
}

/** A file attached to a request's history line: an owner's answer (pending) or a verifier's proof (verified). */
async function attachFile(
  db: Db,
  options: { documentId: string; uploaderId: string; sha256: string; toStatus: 'pending' | 'verified'; at: string },
) {
  const fileId = newId();
  await db
    .insertInto('stored_files')
    .values({
      id: fileId,
      storage_key: `test/${fileId}`,
      file_name: 'answer.pdf',
      mime_type: 'application/pdf',
      size_bytes: 10,
      sha256: options.sha256,
      uploaded_by_user_id: options.uploaderId,
      created_at: options.at,
    })
    .execute();
  await db
    .insertInto('document_events')
    .values({
      id: newId(),
      document_id: options.documentId,
      actor_user_id: options.uploaderId,
      from_status: 'queried',
      to_status: options.toStatus,
      note: null,
      file_id: fileId,
      document_version: 50 + Math.floor(Math.random() * 1000),
      created_at: options.at,
    })
    .execute();
}

async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { db } = database;
  const { user: verifier, organisation: body } = await createOrganisationUser(db);
  const staff = await createUser(db, { category: 'staff', organisation_id: body.id });
  const { user: otherVerifier, organisation: otherBody } = await createOrganisationUser(db);
  const owner = await createUser(db, { first_name: 'Ada', last_name: 'Eze' });
  const otherOwner = await createUser(db, { first_name: 'Bola', last_name: 'Secretname' });
  const admin = await createAdmin(db);
  return {
    ...app,
    body,
    otherBody,
    owner,
    otherOwner,
    verifier,
    tokens: {
      verifier: await signIn(app, verifier),
      staff: await signIn(app, staff),
      otherVerifier: await signIn(app, otherVerifier),
      owner: await signIn(app, owner),
      admin: await signInAdmin(app, admin),
    },
  };
}

describeOnEachDatabase(
  'fraud signals: GET /verifier/documents/:id/fraud-signals and the administrators’ copy',
  setup,
  (t) => {
    const send = (uploader: { id: string }, organisation: OrganisationRow, createdAt?: string) =>
      createDocument(t().database.db, { uploader, organisation, createdAt });
    const signals = async (url: string, token: string) => {
      const response = await t().request({ method: 'GET', url, token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return { data: ZFraudSignalsResponse.parse(response.body).data, raw: JSON.stringify(response.body) };
    };

    it("flags a file identical to another person's upload, telling the verifier only that it exists and when", async () => {
      const { body, otherBody, owner, otherOwner, tokens, database } = t();
      const earlier = await send(otherOwner, otherBody, '2026-03-03T09:30:00.000Z');
      const mine = await send(owner, body);
      await setFileHash(database.db, earlier.id, hash('a1'));
      await setFileHash(database.db, mine.id, hash('a1'));

      for (const token of [tokens.verifier, tokens.staff]) {
        const { data, raw } = await signals(verifierUrl(mine.id), token);
        expect(data).toEqual([
          {
            kind: 'duplicate_file',
            reason: "The same file (identical SHA-256) was uploaded for another person's request on 3 March 2026.",
            uploaded_at: '2026-03-03T09:30:00.000Z',
            other_application_id: null,
          },
        ]);
        // Nothing that identifies the other person, their request or the body it went to.
        for (const secret of [earlier.application_id, earlier.id, 'Secretname', otherOwner.email, otherBody.name]) {
          expect(raw).not.toContain(secret);
        }
      }
    });

    it('tells an administrator which request holds the other upload (its APP- id)', async () => {
      const { body, otherBody, owner, otherOwner, tokens, database } = t();
      const earlier = await send(otherOwner, otherBody, '2026-04-01T12:00:00.000Z');
      const mine = await send(owner, body);
      await setFileHash(database.db, earlier.id, hash('b2'));
      await setFileHash(database.db, mine.id, hash('b2'));
      const { data } = await signals(adminUrl(mine.id), tokens.admin);
      expect(data).toEqual([
        expect.objectContaining({
          kind: 'duplicate_file',
          other_application_id: earlier.application_id,
          reason: `The same file (identical SHA-256) was uploaded for another person's request (${earlier.application_id}) on 1 April 2026.`,
        }),
      ]);
    });

    it('is no signal when the same owner sends the same file again', async () => {
      const { body, owner, tokens, database } = t();
      const first = await send(owner, body);
      const again = await send(owner, body);
      await setFileHash(database.db, first.id, hash('c3'));
      await setFileHash(database.db, again.id, hash('c3'));
      expect((await signals(verifierUrl(again.id), tokens.verifier)).data).toEqual([]);
      expect((await signals(adminUrl(first.id), tokens.admin)).data).toEqual([]);
    });

    it('is no signal when two people of one organisation send the same file for the organisation', async () => {
      const { body, otherBody, tokens, database } = t();
      const colleagueA = await createUser(database.db, { category: 'staff', organisation_id: otherBody.id });
      const colleagueB = await createUser(database.db, { category: 'staff', organisation_id: otherBody.id });
      const first = await send(colleagueA, body);
      const second = await send(colleagueB, body);
      for (const document of [first, second]) {
        await setFileHash(database.db, document.id, hash('e5'));
        await database.db
          .updateTable('documents')
          .set({ sender_organisation_id: otherBody.id })
          .where('id', '=', document.id)
          .execute();
      }
      expect((await signals(verifierUrl(second.id), tokens.verifier)).data).toEqual([]);
    });

    it("counts a file sent with an answer to a query, but never a verifier's signed proof", async () => {
      const { body, otherBody, owner, otherOwner, verifier, tokens, database } = t();
      const answered = await send(otherOwner, otherBody);
      const proved = await send(otherOwner, otherBody);
      const mine = await send(owner, body);
      await setFileHash(database.db, mine.id, hash('d4'));
      await attachFile(database.db, {
        documentId: answered.id,
        uploaderId: otherOwner.id,
        sha256: hash('d4'),
        toStatus: 'pending',
        at: '2026-05-20T08:00:00.000Z',
      });
      await attachFile(database.db, {
        documentId: proved.id,
        uploaderId: verifier.id,
        sha256: hash('d4'),
        toStatus: 'verified',
        at: '2026-05-21T08:00:00.000Z',
      });
      const { data } = await signals(adminUrl(mine.id), tokens.admin);
      expect(data.map((signal) => signal.kind === 'duplicate_file' && signal.other_application_id)).toEqual([
        answered.application_id,
      ]);
    });

    it('flags an awarding body on the list, however the request spells it, and changes nothing', async () => {
      const { body, owner, tokens, database, request } = t();
      const added = await request({
        method: 'POST',
        url: '/api/system/admin/unaccredited',
        token: tokens.admin,
        payload: { name: 'Kings Bridge University', country_code: 'gb', source: 'HEDD list 2026' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const mine = await send(owner, body);
      await database.db
        .updateTable('documents')
        .set({ verifier_name: '  The KINGS-Bridge   University. ' })
        .where('id', '=', mine.id)
        .execute();
      const before = await database.db
        .selectFrom('documents')
        .select(['status', 'version'])
        .where('id', '=', mine.id)
        .executeTakeFirstOrThrow();

      const { data } = await signals(verifierUrl(mine.id), tokens.verifier);
      expect(data).toEqual([
        {
          kind: 'unaccredited_institution',
          reason:
            '“The KINGS-Bridge   University.” is on the list of unaccredited awarding bodies as “Kings Bridge University” ' +
            '(source: HEDD list 2026).',
          named_as: 'The KINGS-Bridge   University.',
          listed_name: 'Kings Bridge University',
          source: 'HEDD list 2026',
          country_code: 'GB',
        },
      ]);
      const after = await database.db
        .selectFrom('documents')
        .select(['status', 'version'])
        .where('id', '=', mine.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it("answers 404 for another body's request, an unpaid one and an unknown id; 403 and 401 to the wrong callers", async () => {
      const { body, owner, tokens, database, request } = t();
      const mine = await send(owner, body);
      const unpaid = await createDocument(database.db, {
        uploader: owner,
        organisation: body,
        status: 'awaiting_payment',
      });
      const get = (url: string, token?: string) => request({ method: 'GET', url, token });

      expect((await get(verifierUrl(mine.id), tokens.otherVerifier)).status).toBe(404);
      expect((await get(verifierUrl(unpaid.id), tokens.verifier)).status).toBe(404);
      expect((await get(verifierUrl(newId()), tokens.verifier)).status).toBe(404);
      expect((await get(adminUrl(newId()), tokens.admin)).status).toBe(404);
      expect((await get(verifierUrl(mine.id), tokens.owner)).status).toBe(403);
      expect((await get(verifierUrl(mine.id), tokens.admin)).status).toBe(403);
      for (const token of [tokens.verifier, tokens.owner])
        expect((await get(adminUrl(mine.id), token)).status).toBe(403);
      expect((await get(verifierUrl(mine.id))).status).toBe(401);
      expect((await get(adminUrl(mine.id))).status).toBe(401);
      const forged = await get(verifierUrl('..%2F..%2Fetc'), tokens.verifier);
      expect(forged.status).toBe(400);
      expect(forged.body.errors).toHaveProperty('docId');
    });
  },
);
