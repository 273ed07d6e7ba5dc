import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { DocumentEventsTable, DocumentStatus } from '../../db/schema';
import type { StatusChange } from './change-status';

export const findStatusAndVersion = (db: Db, documentId: string) =>
  db.selectFrom('documents').select(['status', 'version']).where('id', '=', documentId).executeTakeFirst();

/** As `findStatusAndVersion`, for a request known to stand (throws Kysely's NoResultError otherwise). */
export const readDocumentStatus = (db: Db, documentId: string) =>
  db.selectFrom('documents').select('status').where('id', '=', documentId).executeTakeFirstOrThrow();

/**
 * The move itself, conditional on the version read: false when someone else changed the request first. The first
 * submission starts the verifier's clock; a restore or a second payment does not restart it.
 */
export async function moveDocumentStatus(
  db: Db,
  move: { documentId: string; to: DocumentStatus; fromVersion: number; now: string; set?: StatusChange['set'] },
): Promise<boolean> {
  const updated = await db
    .updateTable('documents')
    .set((eb) => ({
      ...move.set,
      status: move.to,
      version: move.fromVersion + 1,
      updated_at: move.now,
      ...(move.to === 'submitted' ? { submitted_at: eb.fn.coalesce('submitted_at', eb.val(move.now)) } : {}),
    }))
    .where('id', '=', move.documentId)
    .where('version', '=', move.fromVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function insertDocumentEvent(db: Db, event: Insertable<DocumentEventsTable>): Promise<void> {
  await db.insertInto('document_events').values(event).execute();
}
