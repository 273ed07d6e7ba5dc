import { z } from 'zod';
import { pageInfo } from '../page-info';
import { ZDocument, ZDocumentStatus, ZStatusCounts } from './document';

// What the document lists and the dashboard answer, apart from the requests' schemas (requests.ts): these pages
// check their answers against them on first load, and importing them must not build every request form's schema
//.

export const ZDocumentListResponse = z.object({
  data: z.array(ZDocument),
  ...pageInfo,
  /** Distinct values for the header dropdowns, over the caller's whole list (not just this page). */
  facets: z.object({ details: z.array(z.string()), verifier_status: z.array(ZDocumentStatus) }),
});
export type TDocumentListResponse = z.infer<typeof ZDocumentListResponse>;

export const ZDashboardResponse = z.object({
  data: z.object({
    counts: ZStatusCounts,
    total: z.number().int(),
    recent: z.array(ZDocument),
    spent: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  }),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
