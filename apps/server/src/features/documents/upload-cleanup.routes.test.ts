import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { changeStatus } from '../document-lifecycle/change-status';

/** Every file under the test app's store, so a refused request can be shown to have left nothing behind. */
function filesOnDisk(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : []))
    .sort();
}

describeOnEachDatabase(
  'a request refused after its file was stored leaves no file behind',
  async (database) => {
    const app = await createTestApp(database);
    const { user: verifier, organisation } = await createOrganisationUser(database.db);
    const colleague = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
    const owner = await createUser(database.db);
    return {
      ...app,
      organisation,
      owner,
      colleague,
      ownerToken: await signIn(app, owner),
      verifierToken: await signIn(app, verifier),
    };
  },
  (t) => {
    /** A request whose own file is really in the store. */
    const storedDocument = async (status: 'queried' | 'submitted') => {
      const { ctx, database, owner, organisation } = t();
      const key = `documents/test/${Math.random().toString(36).slice(2)}`;
      await ctx.files.put(key, sampleFiles.pdf(), 'application/pdf');
      return createDocument(database.db, { uploader: owner, organisation, status, storageKey: key });
    };
    const storedFileRows = async () =>
      Number(
        (
          await t()
            .database.db.selectFrom('stored_files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('an answer to a query sent with a stale version (409): its new file is removed again', async () => {
      const { request, ownerToken, filesDir } = t();
      const document = await storedDocument('queried');
      const before = { disk: filesOnDisk(filesDir), rows: await storedFileRows() };
      // The version is only compared inside the transaction, after the new file was written.
      const form = await multipartPayload(
        { doc_id: document.id, version: 7, note: 'A clearer scan' },
        { name: 'clearer.png', bytes: sampleFiles.png() },
      );
      const response = await request({ method: 'POST', url: '/api/doc/answer', token: ownerToken, ...form });
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect({ disk: filesOnDisk(filesDir), rows: await storedFileRows() }).toEqual(before);
    });

    it('a decision that loses a race with a colleague (409): its proof is removed again', async () => {
      const { request, verifierToken, filesDir, ctx, database, colleague, clock } = t();
      const document = await storedDocument('submitted');
      const before = { disk: filesOnDisk(filesDir), rows: await storedFileRows() };
      // While the proof is being written, a colleague opens the request for review.
      const store = ctx.files;
      ctx.files = {
        ...store,
        put: async (key, bytes, contentType) => {
          await store.put(key, bytes, contentType);
          await changeStatus(database.db, {
            documentId: document.id,
            to: 'pending',
            expectedVersion: 1,
            actorUserId: colleague.id,
            now: clock.now().toISOString(),
          });
        },
      };
      try {
        const form = await multipartPayload(
          { doc_id: document.id, status: 'verified', verify_info: 'Matches the register', version: 1 },
          { name: 'signed.pdf', bytes: sampleFiles.pdf(), field: 'proof' },
        );
        const response = await request({
          method: 'POST',
          url: '/api/verifier/verify/document',
          token: verifierToken,
          ...form,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(409);
      } finally {
        ctx.files = store;
      }
      expect({ disk: filesOnDisk(filesDir), rows: await storedFileRows() }).toEqual(before);
      const unchanged = await database.db
        .selectFrom('documents')
        .select(['status', 'proof_file_id'])
        .where('id', '=', document.id)
        .executeTakeFirstOrThrow();
      expect(unchanged).toEqual({ status: 'pending', proof_file_id: null });
    });
  },
);
