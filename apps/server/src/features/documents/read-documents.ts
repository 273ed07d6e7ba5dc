import { ZDocumentStatus, type TDocument } from '@docverify/contract/documents/document';
import type { TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import type { TMonitorResponse, ZDocumentListRequest } from '@docverify/contract/documents/requests';
import type { TDashboardResponse, TDocumentListResponse } from '@docverify/contract/documents/list-answers';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { safeDownloadName } from '../../lib/file-names';
import { callerViewer, readableDocument, sentScope, workableScope, type Caller } from './access';
import type { Viewer } from '../policy/policy';
import { confirmedSpending, documentHistory, findPresentableDocument } from './documents.repository';
import { documentListFetch, scopeCounts, type DocumentScope, type ScopeCount } from './documents-list.repository';
import { listDocumentsInScope } from './list-documents';
import { presentDocumentsBySeq, toDocument } from './present-document';
import { presentRequestFiles, verifiedFileOf } from './request-files';
import { findRequestFiles } from './request-files.repository';

type TMonitor = TMonitorResponse['data'];

/** A request as `viewer` sees it, with what they may do with it (the caller has checked they may read it). */
export async function presentDocument(ctx: AppContext, id: string, viewer: Viewer): Promise<TDocument> {
  const row = await findPresentableDocument(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such document');
  return toDocument(row, viewer, ctx.clock.now());
}

/** `/get/documents`: the caller's sent or received requests. */
export function listDocuments(
  ctx: AppContext,
  { caller, query }: { caller: Caller; query: z.output<typeof ZDocumentListRequest> },
): Promise<TDocumentListResponse> {
  const scope = query.scope === 'received' ? workableScope(caller) : sentScope(caller);
  return listDocumentsInScope(ctx, scope, query, callerViewer(caller));
}

/** `/monitor/document`: the request, its history and every file it had, oldest first, with who made each. */
export async function monitorDocument(ctx: AppContext, { caller, documentId }: { caller: Caller; documentId: string }) {
  await readableDocument(ctx, caller, documentId);
  const [document, detail] = await Promise.all([
    presentDocument(ctx, documentId, callerViewer(caller)),
    monitorDetail(ctx, documentId),
  ]);
  return { document, ...detail };
}

/**
 * A request's status changes and files, oldest first, with who made or sent each, and the file a verification was
 * made on; the caller has checked the right to read it.
 */
export async function monitorDetail(ctx: AppContext, documentId: string): Promise<Omit<TMonitor, 'document'>> {
  const [events, fileRows] = await Promise.all([
    documentHistory(ctx.db, documentId),
    findRequestFiles(ctx.db, documentId),
  ]);
  const files = presentRequestFiles(fileRows);
  const history = events.map((event) => ({
    from_status: event.from_status,
    to_status: event.to_status,
    note: event.note,
    has_file: event.file_id !== null,
    file_name: event.file_name === null ? null : safeDownloadName(event.file_name, event.mime_type ?? ''),
    actor_name: event.actor_first_name ? `${event.actor_first_name} ${event.actor_last_name ?? ''}`.trim() : null,
    created_at: event.created_at,
  }));
  return { history, files, verified_file: verifiedFileOf(events, files) };
}

const RECENT_COUNT = 5;

/** Requests per status, every status present (0 for none), from a scope's tallies. */
export function countsByStatus(tallies: ScopeCount[]): Record<TDocumentStatus, number> {
  const counts = Object.fromEntries(ZDocumentStatus.options.map((status) => [status, 0])) as Record<
    TDocumentStatus,
    number
  >;
  for (const row of tallies) counts[row.status] += row.count;
  return counts;
}

/** Requests per status in a scope, every status present (0 for none), from the tallies. */
export async function statusCounts(db: Db, scope: DocumentScope): Promise<Record<TDocumentStatus, number>> {
  return countsByStatus(await scopeCounts(db, scope));
}

/** The newest requests of a scope, presented for `viewer`. */
export async function newestDocuments(ctx: AppContext, scope: DocumentScope, count: number, viewer: Viewer) {
  const newest = documentListFetch(ctx.db, { scope, order: { field: 'newest', direction: 'desc' } }, { kind: 'index' });
  const rows = await newest({ reverse: false, limit: count });
  return presentDocumentsBySeq(
    ctx,
    rows.map((row) => row.seq),
    viewer,
  );
}

/** `/user/dashboard`: counts per status over what the caller sent, the newest few, and what they have paid. */
export async function dashboard(ctx: AppContext, caller: Caller): Promise<TDashboardResponse['data']> {
  const scope = sentScope(caller);
  const [counts, recent, spent] = await Promise.all([
    statusCounts(ctx.db, scope),
    newestDocuments(ctx, scope, RECENT_COUNT, callerViewer(caller)),
    confirmedSpending(ctx.db, caller.id),
  ]);
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0), recent, spent };
}
