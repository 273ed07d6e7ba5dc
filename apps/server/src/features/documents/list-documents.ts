import { ZDocumentStatus, type TDocumentStatus } from '@docverify/contract/documents/document';
import {
  DOCUMENT_PAGE_SIZE,
  type TDocumentListResponse,
  type ZDocumentListRequest,
} from '@docverify/contract/documents/requests';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { decodeCursor, listFingerprint } from '../../lib/paging/cursor';
import { listLimits } from '../../lib/paging/limits';
import { resolvePage } from '../../lib/paging/resolve-page';
import type { Viewer } from '../policy/policy';
import { findPresentableDocumentsBySeq } from './documents.repository';
import {
  documentListFetch,
  inScope,
  orderColumns,
  scopeCounts,
  type DocumentListPlan,
  type DocumentListQuery,
  type DocumentOrder,
  type DocumentScope,
} from './documents-list.repository';
import { toDocument } from './present-document';
import { searchedList } from '../../db/searched-list';
import { unindexed } from '../../db/query-helpers';

const statusOrder = ZDocumentStatus.options;
const byLifecycle = (a: TDocumentStatus, b: TDocumentStatus) => statusOrder.indexOf(a) - statusOrder.indexOf(b);

type ListQuery = Omit<z.output<typeof ZDocumentListRequest>, 'scope'>;

/**
 * The plan without a search index (documents-list.repository), from the tallies: a filter means a merge of its
 * (status, type) ranges newest first, or for the other orders a small set when it holds few rows.
 */
function plainPlan(query: DocumentListQuery, combos: DocumentListPlan & { kind: 'merge' }, matching: number) {
  const filtered = query.status !== undefined || query.documentTypeName !== undefined;
  if (!filtered) return { kind: 'index' } as const;
  if (query.order.field === 'newest') return combos;
  if (matching <= listLimits.smallSet && !query.search) return { kind: 'set' } as const;
  return { kind: 'index' } as const;
}

/** One page of the requests in a scope, filtered, searched and sorted in the database, with the header facets. */
export async function listDocumentsInScope(
  ctx: AppContext,
  scope: DocumentScope,
  request: ListQuery,
  viewer: Viewer,
): Promise<TDocumentListResponse> {
  const order: DocumentOrder = request.sort
    ? { field: request.sort.field === 'name' ? 'name' : 'payment_status', direction: request.sort.direction }
    : { field: 'newest', direction: 'desc' };
  const query: DocumentListQuery = {
    scope,
    search: request.search?.trim().toLowerCase() || undefined,
    documentTypeName: request.details || undefined,
    status: request.verifier_status,
    order,
  };

  const counts = await scopeCounts(ctx.db, scope);
  const combos = counts.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.documentTypeName || row.document_type_name === query.documentTypeName),
  );
  const matching = combos.reduce((sum, row) => sum + row.count, 0);
  const plan = plainPlan(query, { kind: 'merge', combos }, matching);
  const { fetch, total, totalExact } = await searchedList(ctx.db, {
    table: 'documents',
    term: query.search,
    listed: matching,
    fetchFor: (candidates) => documentListFetch(ctx.db, query, candidates ? { kind: 'set', candidates } : plan),
    where: (eb) =>
      eb.and([
        inScope(eb, scope),
        ...(query.status ? [eb(unindexed('documents.status'), '=', query.status)] : []),
        ...(query.documentTypeName ? [eb(unindexed('documents.document_type_name'), '=', query.documentTypeName)] : []),
      ]),
    order: orderColumns(order),
  });

  const fingerprint = listFingerprint(['documents', scope, query.status, query.documentTypeName, query.search, order]);
  const { rows, info } = await resolvePage({
    page: request.page,
    pageSize: DOCUMENT_PAGE_SIZE,
    cursor: decodeCursor(request.cursor, fingerprint),
    fingerprint,
    total,
    totalExact,
    fetch,
    keyOf: (row) => row.key,
  });
  const documents = await findPresentableDocumentsBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return {
    data: documents.map((row) => toDocument(row, viewer)),
    ...info,
    // An estimate never claims fewer than the rows already seen.
    ...(totalExact ? {} : estimateAtLeast(info, rows.length)),
    facets: {
      details: [...new Set(counts.map((row) => row.document_type_name))].sort(),
      verifier_status: [...new Set(counts.map((row) => row.status))].sort(byLifecycle),
    },
  };
}

function estimateAtLeast(info: { page: number; pageSize: number; total: number; next: string | null }, shown: number) {
  const seen = (info.page - 1) * info.pageSize + shown + (info.next ? 1 : 0);
  const total = Math.max(info.total, seen);
  return { total, totalPages: Math.max(1, Math.ceil(total / info.pageSize), info.page + (info.next ? 1 : 0)) };
}
