import { ZDocumentStatus, type TDocumentStatus } from '@docverify/contract/documents/document';
import {
  DOCUMENT_PAGE_SIZE,
  type TDocumentListResponse,
  type ZDocumentListRequest,
} from '@docverify/contract/documents/requests';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { MIN_INDEXED_TERM, searchCandidates } from '../../db/search-candidates';
import { decodeCursor, listFingerprint } from '../../lib/paging/cursor';
import { listLimits } from '../../lib/paging/limits';
import { resolvePage } from '../../lib/paging/resolve-page';
import type { Viewer } from '../policy/policy';
import { findPresentableDocumentsBySeq } from './documents.repository';
import {
  documentListFetch,
  scopeCounts,
  type DocumentListPlan,
  type DocumentListQuery,
  type DocumentOrder,
  type DocumentScope,
} from './documents-list.repository';
import { toDocument } from './present-document';
import { estimateMatches } from './search-estimate';

const statusOrder = ZDocumentStatus.options;
const byLifecycle = (a: TDocumentStatus, b: TDocumentStatus) => statusOrder.indexOf(a) - statusOrder.indexOf(b);

type ListQuery = Omit<z.output<typeof ZDocumentListRequest>, 'scope'>;

/** Picks the plan (documents-list.repository) from the tallies and, for a search, the search index. */
async function choosePlan(
  db: Db,
  query: DocumentListQuery,
  matching: number,
): Promise<{ plan: DocumentListPlan; candidates?: number[] }> {
  if (query.search && query.search.length >= MIN_INDEXED_TERM) {
    const candidates = await searchCandidates(db, 'documents', query.search, listLimits.searchCandidates + 1);
    if (candidates.length <= listLimits.searchCandidates) return { plan: { kind: 'set', candidates }, candidates };
  }
  const filtered = query.status !== undefined || query.documentTypeName !== undefined;
  if (!filtered) return { plan: { kind: 'index' } };
  if (query.order.field === 'newest') return { plan: { kind: 'merge', combos: [] } };
  if (matching <= listLimits.smallSet && !query.search) return { plan: { kind: 'set' } };
  return { plan: { kind: 'index' } };
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
  let { plan } = await choosePlan(ctx.db, query, matching);
  if (plan.kind === 'merge') plan = { kind: 'merge', combos };

  const fetch = documentListFetch(ctx.db, query, plan);
  let total = matching;
  let totalExact = true;
  if (query.search && plan.kind === 'set') {
    // Every match is among the candidates: count them exactly (a thousand rows at most).
    total = (await fetch({ reverse: false, limit: listLimits.searchCandidates + 1 })).length;
  } else if (query.search) {
    ({ total, exact: totalExact } = await estimateMatches(ctx.db, query, matching));
  }

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
