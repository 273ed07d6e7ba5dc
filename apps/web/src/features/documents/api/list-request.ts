import type { TDocumentListRequest } from '@docverify/contract/documents/requests';

/**
 * The body of a documents list request, built in one place: the list page sends it, and the router's loader
 * prefetches the first page with the very same body, so the page finds that answer under its query key.
 */
export function documentListRequest(
  scope: NonNullable<TDocumentListRequest['scope']>,
  state: Omit<TDocumentListRequest, 'scope' | 'page'> & { page: number },
): TDocumentListRequest {
  return {
    scope,
    page: state.page,
    cursor: state.cursor,
    search: state.search,
    sort: state.sort,
    details: state.details,
    verifier_status: state.verifier_status,
  };
}
