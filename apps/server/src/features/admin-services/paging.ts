/** Administrators' service lists (verifying bodies, transcripts) show twenty to a page. */
export const PAGE_SIZE = 20;

export function pageOf<T>(data: T[], page: number, total: number) {
  return { data, page, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
