import type { TReadiness } from '@docverify/contract/health/health';
import type { AppContext } from '../../context';
import { pingDatabase } from './health.repository';

/** A check that has not answered by then has failed: a hung dependency must not hang the balancer's probe. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'database' | 'storage' | 'redis';
type ReadinessContext = Pick<AppContext, 'db' | 'files' | 'redis' | 'log' | 'lifecycle'>;

function withTimeout(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve a request now: its database answers, its file store takes writes, and Redis
 * (when configured: rate limits are shared through it) answers. All three are asked at once. A failure's reason
 * goes to the log; the answer, which anyone may read, only names what failed.
 */
export async function readiness(ctx: ReadinessContext): Promise<TReadiness> {
  const probes: Record<Check, (() => Promise<unknown>) | undefined> = {
    database: () => pingDatabase(ctx.db),
    storage: () => ctx.files.check(),
    redis: ctx.redis ? () => ctx.redis!.ping() : undefined,
  };
  const entries = await Promise.all(
    (Object.entries(probes) as [Check, (() => Promise<unknown>) | undefined][]).map(async ([name, probe]) => {
      if (!probe) return [name, 'off'] as const;
      try {
        await withTimeout(probe());
        return [name, 'ok'] as const;
      } catch (error) {
        ctx.log.warn({ err: error, check: name }, 'readiness check failed');
        return [name, 'failed'] as const;
      }
    }),
  );
  const checks = Object.fromEntries(entries) as TReadiness['checks'];
  if (ctx.lifecycle.draining) return { status: 'draining', checks };
  return { status: Object.values(checks).includes('failed') ? 'not ready' : 'ready', checks };
}
