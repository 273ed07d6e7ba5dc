import { isDocumentStatus } from '@docverify/contract/documents/vocabulary';
import type { TDocumentListRequest } from '@docverify/contract/documents/requests';
import { useListSearchParams } from '@/components/list/list-search-params';
import type { TSort } from '@/components/list/types';

const filterKeys = ['details', 'verifier_status'] as const;
const sortFields = new Set(['name', 'status']);

function toSort(sort: TSort | undefined): TDocumentListRequest['sort'] {
  if (!sort || !sortFields.has(sort.field)) return undefined;
  return { field: sort.field as 'name' | 'status', direction: sort.direction };
}

/**
 * A documents list's state from its URL (page, cursor, search, sort, filter chips) and the request body it makes,
 * scope aside: the same for a person's own requests, a body's queue and an organisation's referred requests.
 */
export function useDocumentListQuery() {
  const list = useListSearchParams(filterKeys);
  const query: Omit<TDocumentListRequest, 'scope' | 'page'> & { page: number } = {
    page: list.page,
    cursor: list.cursor,
    search: list.search || undefined,
    sort: toSort(list.sort),
    details: list.filters.details || undefined,
    verifier_status: isDocumentStatus(list.filters.verifier_status) ? list.filters.verifier_status : undefined,
  };
  return { list, query };
}
