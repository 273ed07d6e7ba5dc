import { ZDocumentStatus } from '@docverify/contract/documents/document';
import type { TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import type { ZDocumentListRequest } from '@docverify/contract/documents/requests';
import type { TDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { DOCUMENT_PAGE_SIZE } from '@docverify/contract/documents/vocabulary';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { listLimits } from '../../lib/paging/limits';
import type { Viewer } from '../policy/policy';
import {
  documentListFetch,
  scopeCounts,
  type DocumentListPlan,
  type DocumentListQuery,
  type DocumentOrder,
  type DocumentScope,
} from './documents-list.repository';
import { presentDocumentsBySeq } from './present-document';
import { readListPage, searchTerm } from '../../db/list-page';

const statusOrder = ZDocumentStatus.options;
const byLifecycle = (a: TDocumentStatus, b: TDocumentStatus) => statusOrder.indexOf(a) - statusOrder.indexOf(b);

type ListQuery = Omit<z.output<typeof ZDocumentListRequest>, 'scope'>;

/**
 * The plan without a search index (documents-list.repository), from the tallies: a filter means a merge of its
 * (status, type) ranges newest first, or for the other orders a small set when it holds few rows.
 */
function plainPlan(
  query: DocumentListQuery,
  combos: (DocumentListPlan & { kind: 'merge' })['combos'],
  matching: number,
): DocumentListPlan {
  const filtered = query.status !== undefined || query.documentTypeName !== undefined;
  if (!filtered) return { kind: 'index' };
  if (query.order.field === 'newest') return { kind: 'merge', combos };
  if (matching <= listLimits.smallSet) return { kind: 'set' };
  return { kind: 'index' };
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
    search: searchTerm(request.search),
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
  const plan = plainPlan(query, combos, matching);
  const { rows, info } = await readListPage(
    ctx.db,
    {
      table: 'documents',
      term: query.search,
      listed: matching,
      fetchFor: (search) => documentListFetch(ctx.db, query, plan, search),
      identity: ['documents', scope, query.status, query.documentTypeName, order],
    },
    { page: request.page, cursor: request.cursor, pageSize: DOCUMENT_PAGE_SIZE },
  );
  return {
    data: await presentDocumentsBySeq(
      ctx,
      rows.map((row) => row.seq),
      viewer,
    ),
    ...info,
    facets: {
      details: [...new Set(counts.map((row) => row.document_type_name))].sort(),
      verifier_status: [...new Set(counts.map((row) => row.status))].sort(byLifecycle),
    },
  };
}
