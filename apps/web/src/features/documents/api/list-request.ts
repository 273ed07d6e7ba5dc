import type { TDocumentListRequest } from '@docverify/contract/documents/requests';

/**
 * The body of a documents list request, built in one place: the list page sends it, and the router asks for the
 * first page early (lib/http `requestEarly`) with the very same body, which only an identical request can take.
 * No zod here: the router loads this with the app's first code.
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
