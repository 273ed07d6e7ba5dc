import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { isoNow } from '../lib/clock';
import { claimJob, countJobBacklog, ensureJobRow, finishJob } from './scheduled-jobs.repository';

export type JobContext = AppContext;

export type JobDefinition = {
  name: string;
  everySeconds: number;
  /** The first run after the job is first known (out of the way of a fresh start). */
  firstAfterSeconds?: number;
  /** How long a run may take before another instance may take the job over (its instance presumably died). */
  leaseSeconds: number;
  run(ctx: JobContext): Promise<unknown>;
};

export type Scheduler = {
  /** Claims and runs the due jobs once (the loop calls it each tick; tests call it directly). */
  tick(): Promise<string[]>;
  start(): void;
  /** Stops claiming and waits for the job in progress, if any, to finish. */
  stop(): Promise<void>;
};

const seconds = (date: Date, count: number) => new Date(date.getTime() + count * 1000).toISOString();

/** Who holds a lease, for an operator reading `scheduled_jobs`: the machine, the process and a random tail. */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Every instance runs this loop over the same jobs; the database decides which instance runs each due job. A
 * claim is one conditional UPDATE of the job's row (due, and its lease free or expired), which PostgreSQL and
 * SQLite both apply atomically: of the instances that try at once, exactly one sees its row updated and runs
 * the job. No advisory lock or second engine is needed, and a crashed instance's lease simply runs out
 * (decision 021). A job's next run is counted from the end of its last, so runs never overlap.
 */
export function createScheduler(
  ctx: JobContext,
  jobs: JobDefinition[],
  { instance = instanceName(), tickSeconds = 5 } = {},
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();

  const ensureRows = async () => {
    const now = ctx.clock.now();
    for (const job of jobs) {
      await ensureJobRow(ctx.db, job.name, seconds(now, job.firstAfterSeconds ?? 0));
    }
  };
  let rowsReady: Promise<void> | undefined;

  const claim = async (job: JobDefinition): Promise<boolean> => {
    const now = ctx.clock.now();
    return claimJob(ctx.db, {
      name: job.name,
      now: now.toISOString(),
      lockedUntil: seconds(now, job.leaseSeconds),
      instance,
    });
  };

  const finish = async (job: JobDefinition, error: unknown) => {
    const now = ctx.clock.now();
    await finishJob(ctx.db, {
      name: job.name,
      instance,
      nextRunAt: seconds(now, job.everySeconds),
      finishedAt: isoNow(ctx.clock),
      error: error ? String((error as Error).message ?? error).slice(0, 1000) : null,
    });
  };

  const tick = async (): Promise<string[]> => {
    rowsReady ??= ensureRows();
    await rowsReady;
    const ran: string[] = [];
    for (const job of jobs) {
      if (stopped) break;
      if (!(await claim(job))) continue;
      let failure: unknown;
      try {
        await job.run(ctx);
      } catch (error) {
        failure = error;
        ctx.log.error({ err: error, job: job.name }, 'job failed');
      }
      await finish(job, failure);
      ran.push(job.name);
    }
    return ran;
  };

  const loop = () => {
    if (stopped) return;
    current = tick()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not check the scheduled jobs'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, tickSeconds * 1000).unref();
      });
  };

  return {
    tick,
    start() {
      stopped = false;
      timer = setTimeout(loop, tickSeconds * 1000).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/**
 * For the metrics: jobs past their time that no instance holds (a backlog means no instance is ticking), and
 * jobs whose last run failed (the reason is in `scheduled_jobs.last_error` and the log).
 */
export async function jobBacklog(ctx: Pick<JobContext, 'db' | 'clock'>): Promise<{ overdue: number; failing: number }> {
  const now = ctx.clock.now();
  // A minute's grace: a job due a moment ago waits for the next tick, which is normal.
  const late = seconds(now, -60);
  return countJobBacklog(ctx.db, { late, now: now.toISOString() });
}
