import { ZDocumentStatus } from '@docverify/contract/documents/document';
import { type TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import { OLDEST_WAITING_COUNT, type TOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { receivedScope, sentScope, type Caller, callerViewer } from '../documents/access';
import { oldestWaiting } from '../documents/oldest-waiting';
import { statusCounts } from '../documents/read-documents';
import { recentDecisions, surchargeRevenue } from './org-dashboard.repository';

const HOUR_MS = 60 * 60 * 1000;

const emptyCounts = () =>
  Object.fromEntries(ZDocumentStatus.options.map((status) => [status, 0])) as Record<TDocumentStatus, number>;

/** The middle value (the mean of the two middle ones for an even count), rounded to a tenth of an hour. */
function medianHours(durations: number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round((median / HOUR_MS) * 10) / 10;
}

/**
 * `GET /org/dashboard/summary`. Turnaround is the median, not the mean: one request left for weeks (a query
 * the owner never answered, say) would otherwise hide how fast the body usually works.
 */
export async function orgDashboardSummary(ctx: AppContext, caller: Caller): Promise<TOrgDashboardSummary['data']> {
  const { organisationId } = caller;
  if (!organisationId) throw new AppError('FORBIDDEN', 'Only verifying bodies have an organisation dashboard');
  // A body no administrator has verified (or one suspended) sees nothing of what was sent to it: not the
  // people in its oldest waiting requests, not even how many there are. What it sent and earned stays its own.
  const works = caller.worksQueue;
  const [receivedCounts, sentCounts, waiting, decided, revenue] = await Promise.all([
    works ? statusCounts(ctx.db, receivedScope(caller)) : emptyCounts(),
    statusCounts(ctx.db, sentScope(caller)),
    works ? oldestWaiting(ctx, receivedScope(caller), OLDEST_WAITING_COUNT, callerViewer(caller)) : [],
    works ? recentDecisions(ctx.db, organisationId) : [],
    surchargeRevenue(ctx.db, organisationId),
  ]);
  const durations = decided.flatMap((row) => {
    const from = Date.parse(row.submitted_at ?? row.created_at);
    const to = Date.parse(row.decided_at ?? '');
    return Number.isFinite(from) && Number.isFinite(to) ? [Math.max(0, to - from)] : [];
  });
  return {
    received: receivedCounts,
    sent: sentCounts,
    oldest_waiting: waiting,
    turnaround: { decided: durations.length, median_hours: medianHours(durations) },
    revenue,
  };
}
