import { deleteExpiredRecords } from '../features/auth/expired-records';
import { sweepOrphanFiles } from '../features/documents/orphan-files';
import { notifyOverdueRequests } from '../features/payments/overdue-notices';
import { reconcilePendingPayments, reconcileRefunds } from '../features/payments/reconcile';
import { deleteOldShareViews } from '../features/shares/view-retention';
import type { JobDefinition } from './scheduler';

const HOUR = 60 * 60;

/** The product's scheduled jobs; each runs on one instance at a time, whichever claims it (jobs/scheduler). */
export const productJobs: JobDefinition[] = [
  {
    // Payments whose webhook never came: asked about, and settled or abandoned; refunds the gateway has not taken
    // or not finished: sent again, or asked about (features/payments/reconcile).
    name: 'reconcile-pending-payments',
    everySeconds: 5 * 60,
    firstAfterSeconds: 90,
    leaseSeconds: 10 * 60,
    run: async (ctx) => {
      await reconcilePendingPayments(ctx);
      await reconcileRefunds(ctx);
    },
  },
  {
    // Decision 073: a requester is e-mailed once when their paid request passes its due date.
    name: 'notify-overdue-requests',
    everySeconds: 15 * 60,
    firstAfterSeconds: 150,
    leaseSeconds: 10 * 60,
    run: async (ctx) => ctx.log.info({ told: await notifyOverdueRequests(ctx) }, 'told requesters of overdue requests'),
  },
  {
    name: 'sweep-orphan-files',
    everySeconds: HOUR,
    firstAfterSeconds: 60,
    leaseSeconds: 30 * 60,
    run: (ctx) => sweepOrphanFiles(ctx),
  },
  {
    name: 'delete-expired-sessions-and-codes',
    everySeconds: HOUR,
    firstAfterSeconds: 120,
    leaseSeconds: 10 * 60,
    run: async (ctx) => ctx.log.info(await deleteExpiredRecords(ctx.db, ctx.clock), 'deleted expired records'),
  },
  {
    // Decision 023: who opened a share link is kept twelve months, then forgotten.
    name: 'delete-old-share-views',
    everySeconds: 6 * HOUR,
    firstAfterSeconds: 180,
    leaseSeconds: 10 * 60,
    run: async (ctx) =>
      ctx.log.info({ deleted: await deleteOldShareViews(ctx.db, ctx.clock) }, 'deleted old share views'),
  },
];
