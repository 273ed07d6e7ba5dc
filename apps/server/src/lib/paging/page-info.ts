/** What every paged list answers beside its rows (the contract's `pageInfo`). */
export type PageInfo = {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  totalExact: boolean;
  next: string | null;
  previous: string | null;
};

/** Pages of `pageSize` rows; an empty list still has one page (spec section 2: 'Page 1 of 1'). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page information of a list small enough to page by OFFSET (a body's staff, the verifying bodies): its
 * cursors only name the neighbouring page numbers, which the request's `page` already carries.
 */
export function offsetPageInfo(page: number, pageSize: number, total: number): PageInfo {
  const totalPages = pageCount(total, pageSize);
  return {
    page,
    pageSize,
    total,
    totalPages,
    totalExact: true,
    next: page < totalPages ? encodePageNumber(page + 1) : null,
    previous: page > 1 ? encodePageNumber(Math.min(page - 1, totalPages)) : null,
  };
}

const encodePageNumber = (page: number) => `p${page}`;
