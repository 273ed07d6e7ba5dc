import { deleteExpiredRecords } from '../features/auth/expired-records';
import { sweepOrphanFiles } from '../features/documents/orphan-files';
import { reconcilePendingPayments } from '../features/payments/reconcile';
import type { JobDefinition } from './scheduler';

const HOUR = 60 * 60;

/** The product's scheduled jobs; each runs on one instance at a time, whichever claims it (jobs/scheduler). */
export const productJobs: JobDefinition[] = [
  {
    // Payments whose webhook never came: asked about, and settled or abandoned (features/payments/reconcile).
    name: 'reconcile-pending-payments',
    everySeconds: 5 * 60,
    firstAfterSeconds: 90,
    leaseSeconds: 10 * 60,
    run: (ctx) => reconcilePendingPayments(ctx),
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
];
