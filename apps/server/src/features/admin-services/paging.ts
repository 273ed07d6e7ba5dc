import { offsetPageInfo } from '../../lib/paging/page-info';

/** Administrators' service lists (verifying bodies, transcripts) are tables: spec section 9's nine to a page. */
export const PAGE_SIZE = 9;

export function pageOf<T>(data: T[], page: number, total: number) {
  return { data, ...offsetPageInfo(page, PAGE_SIZE, total) };
}
