import type { pageInfo } from '@docverify/contract/page-info';
import type { z } from 'zod';

/**
 * What every paged list answers beside its rows (the contract's `pageInfo`). A list page hands the whole answer
 * on, so the bar reads the same fields on every list.
 */
export type TPageInfo = z.infer<z.ZodObject<typeof pageInfo>>;

/** Moves to `page`, starting from `cursor`: the `next` or `previous` of the page on screen. */
export type TPageChange = (page: number, cursor: string) => void;

/** The bar before the first answer, and for a list the server does not page: one page, nowhere to go. */
export const singlePage: TPageInfo = {
  page: 1,
  pageSize: 0,
  total: 0,
  totalPages: 1,
  totalExact: true,
  next: null,
  previous: null,
};

/** The paging half of a list request: the page wanted and, once the bar has moved, the cursor where it starts. */
export type TPageRequest = { page: number; cursor?: string | undefined };
