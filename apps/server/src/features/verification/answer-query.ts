import type { TDocument } from '@docverify/contract/documents/document';
import type { TQueryAnswer } from '@docverify/contract/documents/requests';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { ownDocument, type Caller, callerViewer } from '../documents/access';
import { insertStoredFile } from '../documents/documents.repository';
import { changeStatus } from '../document-lifecycle/change-status';
import type { Upload } from '../documents/multipart';
import { presentDocument } from '../documents/read-documents';
import { newStorageKey, storedFileRow } from '../documents/submit-document';
import { tellBodyOfAnswer } from './notices';

/**
 * `/doc/answer`: the owner answers a verifier's query with a note and, if asked for, a new file; the request
 * goes back to the verifier as pending, and the body's people are e-mailed. A new file is kept beside the original
 * on the history line, never in its place: the original stays the request's document, so nothing sent is lost.
 */
export async function answerQuery(
  ctx: AppContext,
  { caller, input, upload }: { caller: Caller; input: TQueryAnswer; upload: Upload | undefined },
): Promise<TDocument> {
  const current = await ownDocument(ctx, caller, input.doc_id);
  if (current.status !== 'queried') {
    throw new AppError('CONFLICT', 'Only a queried document can be answered');
  }
  const now = isoNow(ctx.clock);
  const file = upload ? storedFileRow(upload, newStorageKey(ctx.clock.now()), caller.id, now) : undefined;
  if (file && upload) await ctx.files.put(file.storage_key, upload.bytes, upload.mimeType);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (file) await insertStoredFile(trx, file);
      await changeStatus(trx, {
        documentId: current.id,
        to: 'pending',
        expectedVersion: input.version,
        actorUserId: caller.id,
        note: input.note,
        fileId: file?.id ?? null,
        now,
      });
      // The verifying body waits on this answer: its people are e-mailed with it (decision 018).
      await tellBodyOfAnswer(ctx, trx, current.id);
    });
  } catch (error) {
    if (file) {
      await ctx.files.remove(file.storage_key).catch((cleanup: unknown) => {
        ctx.log.error({ err: cleanup, key: file.storage_key }, 'could not remove the file of a refused answer');
      });
    }
    throw error;
  }
  return presentDocument(ctx, current.id, callerViewer(caller));
}
