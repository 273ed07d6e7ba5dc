import { z } from 'zod';
import { ZDocument, ZStatusCounts } from '../documents/document';

/** How many of the oldest waiting requests the dashboard lists. */
export const OLDEST_WAITING_COUNT = 5;

/** `GET /org/dashboard/summary`: a verifying body's overview, for its users and staff. */
export const ZOrgDashboardSummary = z.object({
  data: z.object({
    /** Requests sent to the organisation, per status (paid ones only, so awaiting_payment stays 0). */
    received: ZStatusCounts,
    /** Requests the organisation's users sent to other bodies, per status. */
    sent: ZStatusCounts,
    /** Received requests still to decide (submitted or pending), oldest first. */
    oldest_waiting: z.array(ZDocument),
    /**
     * Median hours from a request's submission (payment confirmed) to its decision, over its newest decisions (at
     * most 1,000: how fast it works now); `decided` says how many; null before the first decision.
     */
    turnaround: z.object({ decided: z.number().int(), median_hours: z.number().nullable() }),
    /** The organisation's surcharges over confirmed payments of requests sent to it, per currency (minor units). */
    revenue: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  }),
});
export type TOrgDashboardSummary = z.infer<typeof ZOrgDashboardSummary>;
