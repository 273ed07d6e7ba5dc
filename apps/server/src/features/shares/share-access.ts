import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { loadRequester, ownDocument } from '../documents/access';
import { isAdministrator } from '../policy/policy';
import { findShareableDocument } from './shares.repository';

export type ShareableDocument = NonNullable<Awaited<ReturnType<typeof findShareableDocument>>>;

/**
 * Who may see a request's links and its view log: the side that sent it (the owner; an organisation's account
 * and staff for what their organisation sent, as for every other change to a sent request) manages them, and
 * administrators read them. The receiving body and everyone else get the 404 a stranger gets.
 */
export async function shareableDocument(
  ctx: AppContext,
  actor: Actor,
  documentId: string,
  mode: 'read' | 'manage',
): Promise<{ document: ShareableDocument; canManage: boolean }> {
  const found = async () => {
    const document = await findShareableDocument(ctx.db, documentId);
    if (!document) throw new AppError('NOT_FOUND', 'No such document');
    return document;
  };
  if (isAdministrator(actor)) {
    if (mode === 'manage') throw new AppError('FORBIDDEN', "Only the request's owner manages its share links");
    return { document: await found(), canManage: false };
  }
  const caller = await loadRequester(ctx, actor);
  await ownDocument(ctx, caller, documentId);
  return { document: await found(), canManage: true };
}
