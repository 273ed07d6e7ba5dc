import { LINK_EXPIRED } from '@docverify/contract/documents/requests';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../../context';
import { addSeconds } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Caller } from './access';
import { readableDocument } from './access';
import { findPresentableDocument, findStoredFile } from './documents.repository';
import { requestHasFile } from './request-files.repository';

/** Long enough to open in a new tab, short enough that a leaked link soon stops working (decision 007). */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
const AUDIENCE = 'file-download';

/**
 * `/doc/download-link`: a link that carries its own authorisation, so a browser tab can open it without the
 * bearer token. Granted only to someone who may read the request.
 */
export async function createDownloadLink(ctx: AppContext, { caller, ...wanted }: { caller: Caller } & WantedFile) {
  await readableDocument(ctx, caller, wanted.documentId);
  return signDownloadLink(ctx, wanted);
}

/** The request's document (its original file), its signed proof, or any file it had, by id (`fileId` wins). */
export type WantedFile = { documentId: string; file: 'document' | 'proof'; fileId?: string | undefined };

/**
 * The link itself, once the caller's right to read the request is checked: by `createDownloadLink` above, or by
 * the administrators' route guard.
 */
export async function signDownloadLink(ctx: AppContext, wanted: WantedFile) {
  const { documentId } = wanted;
  const fileId = await wantedFileId(ctx, wanted);

  const issuedAt = ctx.clock.now();
  const expiresAt = addSeconds(issuedAt, DOWNLOAD_LINK_SECONDS);
  const token = await new SignJWT({ doc: documentId })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(fileId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.secrets.jwtKey);
  return { url: `/api/files/${token}`, expires_at: expiresAt.toISOString() };
}

/** Only a file that came on one of the request's own history lines: another request's file is not found. */
async function wantedFileId(ctx: AppContext, { documentId, file, fileId }: WantedFile): Promise<string> {
  if (fileId !== undefined) {
    if (!(await requestHasFile(ctx.db, documentId, fileId))) throw new AppError('NOT_FOUND', 'No such file');
    return fileId;
  }
  const document = await findPresentableDocument(ctx.db, documentId);
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  const chosen = file === 'proof' ? document.proof_file_id : document.file_id;
  if (!chosen) throw new AppError('NOT_FOUND', 'No signed proof yet');
  return chosen;
}

/** `GET /files/:token`: the stored file the token names, or 403 for an expired or altered token. */
export async function openDownload(ctx: AppContext, token: string) {
  let fileId: string;
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwtKey, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string') throw new Error('no subject');
    fileId = payload.sub;
  } catch {
    throw new AppError('FORBIDDEN', LINK_EXPIRED);
  }
  const file = await findStoredFile(ctx.db, fileId);
  if (!file) throw new AppError('NOT_FOUND', 'The file is missing');
  return { file, stream: await ctx.files.read(file.storage_key) };
}
