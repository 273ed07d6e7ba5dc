import { z } from 'zod';

// The answer side of every paged list, apart from the request side (paging.ts): a page that only reads a list's
// answer builds these few schemas, not the request fields' chains.

/**
 * What the pagination bar needs, beside the rows. `total` is exact unless `totalExact` is false: a search too
 * common to count cheaply reports an estimate ('Page 1 of about 40'). `next` and `previous` are the cursors of
 * the neighbouring pages, null where there is none.
 */
export const pageInfo = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totalExact: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
};

/** One page of a list, with the totals the pagination bar needs. */
export const pagedResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), ...pageInfo });

export const ZPageInfo = z.object(pageInfo);
export type TPageInfo = z.infer<typeof ZPageInfo>;
