import { OLDEST_WAITING_COUNT, type TOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { receivedScope, sentScope, type Caller, callerViewer } from '../documents/access';
import { oldestWaiting } from '../documents/oldest-waiting';
import { scopeCounts } from '../documents/documents-list.repository';
import { countsByStatus, statusCounts } from '../documents/read-documents';
import { decisionTurnaround, surchargeRevenue } from './org-dashboard.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Milliseconds as hours, to a tenth. */
const toHours = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;

/** Only verifying bodies have one: the organisation of a caller who has none is refused. */
function organisationOf(caller: Caller): string {
  if (!caller.organisationId) throw new AppError('FORBIDDEN', 'Only verifying bodies have an organisation dashboard');
  return caller.organisationId;
}

/**
 * `GET /org/dashboard/summary`. Turnaround is the median, not the mean: one request left for weeks (a query
 * the owner never answered, say) would otherwise hide how fast the body usually works.
 */
export async function orgDashboardSummary(ctx: AppContext, caller: Caller): Promise<TOrgDashboardSummary['data']> {
  const organisationId = organisationOf(caller);
  // A body no administrator has verified (or one suspended) sees nothing of what was sent to it: not the
  // people in its oldest waiting requests, not even how many there are. What it sent and earned stays its own.
  const works = caller.worksQueue;
  const received = receivedScope(caller);
  const receivedTallies = works ? scopeCounts(ctx.db, received) : Promise.resolve([]);
  const [receivedCounts, sentCounts, waiting, turnaround, revenue] = await Promise.all([
    receivedTallies.then(countsByStatus),
    statusCounts(ctx.db, sentScope(caller)),
    works
      ? receivedTallies.then((tallies) =>
          oldestWaiting(ctx, received, tallies, OLDEST_WAITING_COUNT, callerViewer(caller)),
        )
      : [],
    works ? decisionTurnaround(ctx.db, organisationId) : { decided: 0, medianMs: null },
    surchargeRevenue(ctx.db, organisationId),
  ]);
  return {
    received: receivedCounts,
    sent: sentCounts,
    oldest_waiting: waiting,
    turnaround: {
      decided: turnaround.decided,
      median_hours: turnaround.medianMs === null ? null : toHours(turnaround.medianMs),
    },
    revenue,
  };
}
