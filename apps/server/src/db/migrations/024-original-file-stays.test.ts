import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import type { Db } from '../database';
import { migrateToLatest } from '../database';
import type { DocumentStatus } from '../schema';

async function storedFile(db: Db, uploaderId: string, name: string) {
  const id = newId();
  await db
    .insertInto('stored_files')
    .values({
      id,
      storage_key: `test/${id}`,
      file_name: name,
      mime_type: 'application/pdf',
      size_bytes: 10,
      sha256: id.replace(/-/g, '').padEnd(64, '0'),
      uploaded_by_user_id: uploaderId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

const fileOf = async (db: Db, documentId: string) =>
  (await db.selectFrom('documents').select('file_id').where('id', '=', documentId).executeTakeFirstOrThrow()).file_id;

describeOnEachDatabase(
  "migration 024: the original file stays the request's document",
  async () => ({}),
  (t) => {
    it('puts back the original where an answer had replaced it, and names the file each decision was made on', async () => {
      const { db, schema } = t().database;
      const owner = await createUser(db);
      const verifier = await createUser(db);
      const organisation = await createOrganisation(db);
      // As answers used to leave it: queried, answered with answer.pdf (which became its file), then verified.
      const answered = await createDocument(db, { uploader: owner, organisation, status: 'submitted' });
      const original = await fileOf(db, answered.id);
      const answer = await storedFile(db, owner.id, 'answer.pdf');
      const lines: [DocumentStatus, DocumentStatus, string | null, string][] = [
        ['submitted', 'pending', null, verifier.id],
        ['pending', 'queried', await storedFile(db, verifier.id, 'query.pdf'), verifier.id],
        ['queried', 'pending', answer, owner.id],
        ['pending', 'verified', await storedFile(db, verifier.id, 'signed.pdf'), verifier.id],
      ];
      for (const [index, [from, to, file, actor]] of lines.entries()) {
        await db
          .insertInto('document_events')
          .values({
            id: newId(),
            document_id: answered.id,
            actor_user_id: actor,
            from_status: from,
            to_status: to,
            note: null,
            file_id: file,
            document_version: index + 2,
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      await db.updateTable('documents').set({ file_id: answer }).where('id', '=', answered.id).execute();
      const untouched = await createDocument(db, { uploader: owner, organisation, status: 'pending' });
      const untouchedFile = await fileOf(db, untouched.id);

      await migrateToBefore(db, schema, '024-original-file-stays');
      // Going down leaves a request's file as answers used to: the newest its owner sent.
      expect(await fileOf(db, answered.id)).toBe(answer);
      await migrateToLatest(db, schema);

      expect(await fileOf(db, answered.id)).toBe(original);
      expect(await fileOf(db, untouched.id)).toBe(untouchedFile);
      const decisions = await db
        .selectFrom('document_events')
        .select(['to_status', 'decided_file_id'])
        .where('document_id', '=', answered.id)
        .where('to_status', 'in', ['verified', 'queried'])
        .orderBy('document_version')
        .execute();
      // Each decision was made on the file the request had then: the query on the original, the verification on
      // the answer that had replaced it.
      expect(decisions).toEqual([
        { to_status: 'queried', decided_file_id: original },
        { to_status: 'verified', decided_file_id: answer },
      ]);
    });
  },
);
