import {
  DASHBOARD_DAYS,
  DASHBOARD_LIST_COUNT,
  type TAdminDashboard,
  type TDashboardDay,
} from '@docverify/contract/admin/dashboard';
import { ZDocumentStatus, type TDocumentStatus } from '@docverify/contract/documents/document';
import type { AppContext } from '../../context';
import { findPresentableDocuments } from '../documents/documents.repository';
import { ADMINISTRATOR } from '../policy/policy';
import { toDocument } from '../documents/present-document';
import { presentPayment } from '../payments/present-payment';
import {
  bodiesAwaitingVerification,
  countDocumentsByStatus,
  failedPaymentsSince,
  oldestWaitingIds,
  requestsPerDay,
  revenuePerDay,
} from './admin-dashboard.repository';

const DAY_MS = 86_400_000;

/** The last `count` UTC days, oldest first, today included. */
function lastDays(today: Date, count: number): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(midnight - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `GET /system/admin/dashboard`. Empty days are filled with 0 so the charts keep an even time axis. */
export async function adminDashboard(ctx: AppContext): Promise<TAdminDashboard> {
  const days = lastDays(ctx.clock.now(), DASHBOARD_DAYS);
  const since = `${days[0]}T00:00:00.000Z`;
  const [statusRows, requestRows, revenueRows, bodies, waitingIds, failed] = await Promise.all([
    countDocumentsByStatus(ctx.db),
    requestsPerDay(ctx.db, since),
    revenuePerDay(ctx.db, since),
    bodiesAwaitingVerification(ctx.db, DASHBOARD_LIST_COUNT),
    oldestWaitingIds(ctx.db, DASHBOARD_LIST_COUNT),
    failedPaymentsSince(ctx.db, since, DASHBOARD_LIST_COUNT),
  ]);

  const byStatus = Object.fromEntries(ZDocumentStatus.options.map((status) => [status, 0])) as Record<
    TDocumentStatus,
    number
  >;
  for (const row of statusRows) byStatus[row.status] = Number(row.count);

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
    oldest_waiting: (await findPresentableDocuments(ctx.db, waitingIds)).map((row) => toDocument(row, ADMINISTRATOR)),
    failed_payments: { count: failed.count, newest: failed.newest.map(presentPayment) },
  };
}
