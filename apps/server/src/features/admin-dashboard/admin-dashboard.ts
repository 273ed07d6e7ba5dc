import {
  DASHBOARD_DAYS,
  DASHBOARD_LIST_COUNT,
  type TAdminDashboard,
  type TDashboardDay,
} from '@docverify/contract/admin/dashboard';
import type { AppContext } from '../../context';
import { oldestWaiting } from '../documents/oldest-waiting';
import { scopeCounts } from '../documents/documents-list.repository';
import { countsByStatus } from '../documents/read-documents';
import { ADMINISTRATOR } from '../policy/policy';
import { presentPayment } from '../payments/present-payment';
import { paymentRowsBySeq } from '../payments/payments.repository';
import { transactionsSource } from '../admin-transactions/admin-transactions';
import { bodiesAwaitingVerification, requestsPerDay, revenuePerDay } from './admin-dashboard.repository';

const DAY_MS = 86_400_000;

/** The last `count` UTC days, oldest first, today included. */
function lastDays(today: Date, count: number): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(midnight - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `GET /system/admin/dashboard`. Empty days are filled with 0 so the charts keep an even time axis. */
export async function adminDashboard(ctx: AppContext, today: Date): Promise<TAdminDashboard> {
  const days = lastDays(today, DASHBOARD_DAYS);
  const since = days[0]!;
  const tallies = scopeCounts(ctx.db, { kind: 'all' });
  const [byStatus, requestRows, revenueRows, bodies, waiting, failed] = await Promise.all([
    tallies.then(countsByStatus),
    requestsPerDay(ctx.db, since),
    revenuePerDay(ctx.db, since),
    bodiesAwaitingVerification(ctx.db, DASHBOARD_LIST_COUNT),
    tallies.then((rows) => oldestWaiting(ctx, { kind: 'all' }, rows, DASHBOARD_LIST_COUNT, ADMINISTRATOR)),
    failedPayments(ctx, since),
  ]);

  const currencies = [...new Set(revenueRows.map((row) => row.currency))].sort();
  const perDay = new Map<string, TDashboardDay>(
    days.map((day) => [
      day,
      { day, requests: 0, revenue: Object.fromEntries(currencies.map((currency) => [currency, 0])) },
    ]),
  );
  for (const row of requestRows) {
    const entry = perDay.get(row.day);
    if (entry) entry.requests = Number(row.count);
  }
  for (const row of revenueRows) {
    const entry = perDay.get(row.day);
    if (entry) entry.revenue[row.currency] = Number(row.amount);
  }

  return {
    documents_by_status: byStatus,
    days: [...perDay.values()],
    currencies,
    bodies_awaiting_verification: {
      count: bodies.count,
      oldest: bodies.oldest.map((body) => ({
        id: body.id,
        company_name: body.name,
        email: body.email,
        created_at: body.created_at,
      })),
    },
    oldest_waiting: waiting,
    failed_payments: failed,
  };
}

/** Failed payment attempts since the first day shown: how many (the tallies) and the newest few. */
async function failedPayments(ctx: AppContext, sinceDay: string) {
  const { source } = await transactionsSource(ctx.db, { status: 'failed', from: sinceDay });
  const newest = await paymentRowsBySeq(
    ctx.db,
    (await source.fetchFor(undefined)({ reverse: false, limit: DASHBOARD_LIST_COUNT })).map((row) => row.seq),
  );
  return { count: source.listed, newest: newest.map(presentPayment) };
}
