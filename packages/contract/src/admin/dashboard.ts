import { z } from 'zod';
import { ZDocument, ZStatusCounts } from '../documents/document';
import { ZPayment } from '../payments/payment';

/** The trend charts cover this many days, today included. */
export const DASHBOARD_DAYS = 30;
/** How many items each "oldest" or "newest" list shows. */
export const DASHBOARD_LIST_COUNT = 5;

export const ZAwaitingBody = z.object({
  id: z.string(),
  company_name: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type TAwaitingBody = z.infer<typeof ZAwaitingBody>;

export const ZDashboardDay = z.object({
  /** `YYYY-MM-DD` (UTC). */
  day: z.string(),
  /** Requests created that day. */
  requests: z.number().int(),
  /** Confirmed payments settled that day, in minor units, for every currency of `currencies` (0 when none). */
  revenue: z.record(z.string(), z.number().int()),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

/** `GET /system/admin/dashboard`: the whole service at a glance. */
export const ZAdminDashboardResponse = z.object({
  data: z.object({
    documents_by_status: ZStatusCounts,
    /** The last DASHBOARD_DAYS days, oldest first, with no day missing. */
    days: z.array(ZDashboardDay),
    /** The currencies revenue was taken in over those days, so a chart draws one series each. */
    currencies: z.array(z.string()),
    bodies_awaiting_verification: z.object({ count: z.number().int(), oldest: z.array(ZAwaitingBody) }),
    /** Requests waiting for their verifier (submitted or pending), the longest waiting first. */
    oldest_waiting: z.array(ZDocument),
    /** Payments that failed over the same days, the newest first. */
    failed_payments: z.object({ count: z.number().int(), newest: z.array(ZPayment) }),
  }),
});
export type TAdminDashboardResponse = z.infer<typeof ZAdminDashboardResponse>;
export type TAdminDashboard = TAdminDashboardResponse['data'];
