import type { Db } from '../../db/database';

/** Far more than a request has (an original, a few answers and proofs): the read stays bounded whatever happens. */
export const MAX_REQUEST_FILES = 100;

/**
 * Every file a request ever had, oldest first, with the history line it came on and who uploaded it: one seek on
 * the unique (document_id, document_version) index of the history, then one primary-key lookup per file.
 */
export async function findRequestFiles(db: Db, documentId: string) {
  const files = db
    .selectFrom('document_events')
    .innerJoin('stored_files', 'stored_files.id', 'document_events.file_id')
    .innerJoin('users', 'users.id', 'stored_files.uploaded_by_user_id')
    .select([
      'stored_files.id',
      'stored_files.file_name',
      'stored_files.mime_type',
      'stored_files.size_bytes',
      'stored_files.sha256',
      'stored_files.created_at',
      'document_events.to_status',
      'users.first_name as uploader_first_name',
      'users.last_name as uploader_last_name',
    ])
    .where('document_events.document_id', '=', documentId)
    .orderBy('document_events.document_version')
    .limit(MAX_REQUEST_FILES);
  return files.execute();
}
export type RequestFileRow = Awaited<ReturnType<typeof findRequestFiles>>[number];

/** Whether the file came on one of the request's history lines: only such a file is the request's to give. */
export async function requestHasFile(db: Db, documentId: string, fileId: string): Promise<boolean> {
  const found = await db
    .selectFrom('document_events')
    .select('document_events.id')
    .where('document_events.document_id', '=', documentId)
    .where('document_events.file_id', '=', fileId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
