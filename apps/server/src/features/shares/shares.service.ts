import {
  shareExpiryProblem,
  type TShare,
  type TShareListResponse,
  type TShareViewsResponse,
  type ZCreateShareRequest,
  type ZShareViewsQuery,
} from '@docverify/contract/shares/shares';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId, newSecretToken } from '../../lib/ids';
import type { Actor } from '../auth/authenticate';
import { recordAudit } from '../audit/audit';
import { ensureDefaultShare } from './default-share';
import { presentShare, presentView } from './present-share';
import { shareableDocument } from './share-access';
import {
  countShares,
  findShare,
  insertShare,
  listShares,
  listViews,
  revokeShare,
  type ViewPosition,
} from './shares.repository';

/**
 * Links per request, revoked ones included: the owner's list stays one short read, and a script cannot grow it.
 * Counted in the creating transaction; two creations at the very same moment may pass it by one, which is harmless.
 */
export const MAX_SHARES_PER_DOCUMENT = 50;

type Call<T> = { actor: Actor; documentId: string } & T;

export async function listDocumentShares(ctx: AppContext, { actor, documentId }: Call<object>) {
  const { document, canManage } = await shareableDocument(ctx, actor, documentId, 'read');
  const now = isoNow(ctx.clock);
  if (document.status === 'verified') await ensureDefaultShare(ctx.db, document, now);
  const rows = await listShares(ctx.db, documentId, MAX_SHARES_PER_DOCUMENT + 1);
  // The default link first: it is the one the owner has had all along.
  const ordered = [...rows.filter((row) => row.is_default === 1), ...rows.filter((row) => row.is_default !== 1)];
  const data: TShareListResponse['data'] = {
    shares: ordered.map((row) => presentShare(row, now, canManage)),
    can: { create: canManage && document.status === 'verified' },
  };
  return data;
}

export async function createDocumentShare(
  ctx: AppContext,
  { actor, documentId, input }: Call<{ input: z.output<typeof ZCreateShareRequest> }>,
): Promise<TShare> {
  const { document } = await shareableDocument(ctx, actor, documentId, 'manage');
  if (document.status !== 'verified') {
    throw new AppError('CONFLICT', 'Only a verified request can be shared');
  }
  const now = isoNow(ctx.clock);
  if (input.expires_at !== null) {
    const problem = shareExpiryProblem(new Date(input.expires_at), ctx.clock.now());
    if (problem) throw AppError.validation('expires_at', problem);
  }
  const share = {
    id: newId(),
    document_id: documentId,
    code: newSecretToken(24),
    label: input.label,
    created_by_user_id: actor.userId,
    created_at: now,
    expires_at: input.expires_at === null ? null : new Date(input.expires_at).toISOString(),
    revoked_at: null,
    revoked_by_user_id: null,
    is_default: 0,
    view_count: 0,
    last_viewed_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if ((await countShares(trx, documentId)) >= MAX_SHARES_PER_DOCUMENT) {
      throw new AppError('CONFLICT', `A request can have at most ${MAX_SHARES_PER_DOCUMENT} share links`);
    }
    await insertShare(trx, share);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'document.share_created',
      entityType: 'document',
      entityId: documentId,
      after: { share_id: share.id, label: share.label, expires_at: share.expires_at },
      now,
    });
  });
  return presentShare(share, now, true);
}

/** Idempotent: revoking a revoked link answers it as it is, and only the first revocation is audited. */
export async function revokeDocumentShare(
  ctx: AppContext,
  { actor, documentId, shareId }: Call<{ shareId: string }>,
): Promise<TShare> {
  await shareableDocument(ctx, actor, documentId, 'manage');
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const share = await findShare(trx, documentId, shareId);
    if (!share) throw new AppError('NOT_FOUND', 'No such share link');
    if (!(await revokeShare(trx, { shareId, actorUserId: actor.userId, now }))) return;
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'document.share_revoked',
      entityType: 'document',
      entityId: documentId,
      before: { share_id: shareId, label: share.label, revoked_at: null },
      after: { share_id: shareId, label: share.label, revoked_at: now },
      now,
    });
  });
  const share = await findShare(ctx.db, documentId, shareId);
  if (!share) throw new AppError('NOT_FOUND', 'No such share link');
  return presentShare(share, now, true);
}

const encodePosition = (view: ViewPosition) =>
  Buffer.from(JSON.stringify([view.viewedAt, view.id])).toString('base64url');

function decodePosition(cursor: string | undefined): ViewPosition | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) {
      return { viewedAt: value[0] as string, id: value[1] as string };
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw AppError.validation('before', 'Page cursor is not valid');
}

export async function listDocumentShareViews(
  ctx: AppContext,
  { actor, documentId, query }: Call<{ query: z.output<typeof ZShareViewsQuery> }>,
): Promise<TShareViewsResponse> {
  const before = decodePosition(query.before);
  await shareableDocument(ctx, actor, documentId, 'read');
  // One row more than asked: whether an older page exists, without counting.
  const rows = await listViews(ctx.db, documentId, before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(presentView),
    next: rows.length > query.limit && last ? encodePosition({ viewedAt: last.viewed_at, id: last.id }) : null,
  };
}
