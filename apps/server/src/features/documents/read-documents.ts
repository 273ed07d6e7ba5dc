import {
  ZDocumentStatus,
  type TDocument,
  type TDocumentEvent,
  type TDocumentStatus,
} from '@docverify/contract/documents/document';
import {
  DOCUMENT_PAGE_SIZE,
  type TDashboardResponse,
  type TDocumentListResponse,
  type ZDocumentListRequest,
} from '@docverify/contract/documents/requests';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { callerViewer, readableDocument, sentScope, workableScope, type Caller } from './access';
import type { Viewer } from '../policy/policy';
import {
  confirmedSpending,
  countByStatus,
  countDocuments,
  documentFacets,
  documentHistory,
  findPresentableDocument,
  findPresentableDocuments,
  pageOfDocumentIds,
  type DocumentFilter,
  type DocumentOrder,
  type DocumentScope,
} from './documents.repository';
import { toDocument } from './present-document';

/** A request as `viewer` sees it, with what they may do with it (the caller has checked they may read it). */
export async function presentDocument(ctx: AppContext, id: string, viewer: Viewer): Promise<TDocument> {
  const row = await findPresentableDocument(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such document');
  return toDocument(row, viewer);
}

const statusOrder = ZDocumentStatus.options;
const byLifecycle = (a: TDocumentStatus, b: TDocumentStatus) => statusOrder.indexOf(a) - statusOrder.indexOf(b);

type ListQuery = Omit<z.output<typeof ZDocumentListRequest>, 'scope'>;

/** One page of the requests in a scope, filtered, searched and sorted in the database, with the header facets. */
export async function listDocumentsInScope(
  ctx: AppContext,
  scope: DocumentScope,
  query: ListQuery,
  viewer: Viewer,
): Promise<TDocumentListResponse> {
  const filter: DocumentFilter = {
    scope,
    search: query.search?.trim().toLowerCase() || undefined,
    documentTypeName: query.details || undefined,
    status: query.verifier_status,
    paymentStatus: query.payment_status,
  };
  const order: DocumentOrder = query.sort
    ? { field: query.sort.field === 'name' ? 'name' : 'payment_status', direction: query.sort.direction }
    : { field: 'newest', direction: 'desc' };
  const offset = (query.page - 1) * DOCUMENT_PAGE_SIZE;

  const [total, ids, facets] = await Promise.all([
    countDocuments(ctx.db, filter),
    pageOfDocumentIds(ctx.db, filter, order, { offset, limit: DOCUMENT_PAGE_SIZE }),
    documentFacets(ctx.db, scope),
  ]);
  const rows = await findPresentableDocuments(ctx.db, ids);
  return {
    data: rows.map((row) => toDocument(row, viewer)),
    page: query.page,
    pageSize: DOCUMENT_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / DOCUMENT_PAGE_SIZE)),
    facets: { details: facets.documentTypeNames, verifier_status: facets.statuses.sort(byLifecycle) },
  };
}

/** `/get/documents`: the caller's sent or received requests. */
export function listDocuments(
  ctx: AppContext,
  { caller, query }: { caller: Caller; query: z.output<typeof ZDocumentListRequest> },
): Promise<TDocumentListResponse> {
  const scope = query.scope === 'received' ? workableScope(caller) : sentScope(caller);
  return listDocumentsInScope(ctx, scope, query, callerViewer(caller));
}

/** `/monitor/document`: the request and its history, oldest first, with who made each change. */
export async function monitorDocument(ctx: AppContext, { caller, documentId }: { caller: Caller; documentId: string }) {
  await readableDocument(ctx, caller, documentId);
  const [document, history] = await Promise.all([
    presentDocument(ctx, documentId, callerViewer(caller)),
    monitorHistory(ctx, documentId),
  ]);
  return { document, history };
}

/** A request's status changes, oldest first, with who made each; the caller has checked the right to read it. */
export async function monitorHistory(ctx: AppContext, documentId: string): Promise<TDocumentEvent[]> {
  const events = await documentHistory(ctx.db, documentId);
  return events.map((event) => ({
    from_status: event.from_status,
    to_status: event.to_status,
    note: event.note,
    actor_name: event.actor_first_name ? `${event.actor_first_name} ${event.actor_last_name ?? ''}`.trim() : null,
    created_at: event.created_at,
  }));
}

const RECENT_COUNT = 5;

/** `/user/dashboard`: counts per status over what the caller sent, the newest few, and what they have paid. */
export async function dashboard(ctx: AppContext, caller: Caller): Promise<TDashboardResponse['data']> {
  const scope = sentScope(caller);
  const [counted, recentIds, spent] = await Promise.all([
    countByStatus(ctx.db, scope),
    pageOfDocumentIds(ctx.db, { scope }, { field: 'newest', direction: 'desc' }, { offset: 0, limit: RECENT_COUNT }),
    confirmedSpending(ctx.db, caller.id),
  ]);
  const counts = Object.fromEntries(statusOrder.map((status) => [status, 0])) as Record<TDocumentStatus, number>;
  for (const row of counted) counts[row.status] = Number(row.count);
  const recent = (await findPresentableDocuments(ctx.db, recentIds)).map((row) =>
    toDocument(row, callerViewer(caller)),
  );
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0), recent, spent };
}
