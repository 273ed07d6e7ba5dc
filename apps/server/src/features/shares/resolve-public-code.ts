import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { DocumentShareRow, DocumentStatus, ShareViewOutcome } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { ensureDefaultShare } from './default-share';
import {
  countShownView,
  findDocumentByViewerCode,
  findShareByCode,
  findShareableDocument,
  hasRecentView,
  insertView,
  lockShare,
} from './shares.repository';
import { visitorOf, type VisitSource } from './visitor';

/** A page that calls two public APIs for one code (the result and the credential) logs one view, not two. */
export const SAME_VISIT_SECONDS = 60;

export type PublicCodeTarget = {
  documentId: string;
  /** Where the request stands now: a credential is issued only for a verified one. */
  status: DocumentStatus;
  /** The request's own viewer code: what its credential names as `publicCode`. */
  viewerCode: string | null;
  shareId: string;
};

/** Who is opening the code, as Fastify sees them: `request.ip` follows the app's trustProxy setting. */
export function visitOf(request: FastifyRequest): VisitSource {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

// Made once: making a formatter costs ~100 µs, formatting with one under 1 (a public code is opened by anyone).
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (iso: string) => dayFormat.format(new Date(iso));

function outcomeOf(share: DocumentShareRow, now: string): ShareViewOutcome {
  if (share.revoked_at !== null) return 'revoked';
  if (share.expires_at !== null && share.expires_at <= now) return 'expired';
  return 'shown';
}

/** Logs the visit unless the same visitor's same answer from this link was logged moments ago. */
async function recordView(ctx: AppContext, share: DocumentShareRow, outcome: ShareViewOutcome, visit: VisitSource) {
  const visitor = visitorOf(visit);
  const now = ctx.clock.now();
  const viewedAt = now.toISOString();
  const since = new Date(now.getTime() - SAME_VISIT_SECONDS * 1000).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await lockShare(trx, share.id);
    const view = {
      share_id: share.id,
      browser_family: visitor.browserFamily,
      network_hint: visitor.networkHint,
      outcome,
    };
    if (await hasRecentView(trx, view, since)) return;
    await insertView(trx, { ...view, id: newId(), document_id: share.document_id, viewed_at: viewedAt });
    if (outcome === 'shown') await countShownView(trx, share.id, viewedAt);
  });
}

/**
 * The one door for every public code (a share link's, or a request's viewer code, which is its default link):
 * the request it opens, or 404 for a code nobody was given and 410 for a link its owner revoked or that expired.
 * Every opening of a known link is logged, refused ones too, so the owner sees attempts after a revocation.
 */
export async function resolvePublicCode(ctx: AppContext, code: string, visit: VisitSource): Promise<PublicCodeTarget> {
  const now = isoNow(ctx.clock);
  let share = await findShareByCode(ctx.db, code);
  if (!share) {
    const document = await findDocumentByViewerCode(ctx.db, code);
    share = document ? await ensureDefaultShare(ctx.db, document, now) : undefined;
  }
  if (!share) throw new AppError('NOT_FOUND', 'No verified document has this code');

  const outcome = outcomeOf(share, now);
  await recordView(ctx, share, outcome, visit);
  if (outcome === 'revoked') throw new AppError('GONE', 'This link was revoked by its owner');
  if (outcome === 'expired') throw new AppError('GONE', `This link expired on ${formatDay(share.expires_at!)}`);

  const document = await findShareableDocument(ctx.db, share.document_id);
  if (!document) throw new AppError('NOT_FOUND', 'No verified document has this code');
  return { documentId: document.id, status: document.status, viewerCode: document.viewer_code, shareId: share.id };
}
