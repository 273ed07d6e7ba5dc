import { offsetPageInfo } from '../../lib/paging/page-info';

/** Administrators' service lists (verifying bodies, transcripts) show twenty to a page. */
export const PAGE_SIZE = 20;

export function pageOf<T>(data: T[], page: number, total: number) {
  return { data, ...offsetPageInfo(page, PAGE_SIZE, total) };
}
