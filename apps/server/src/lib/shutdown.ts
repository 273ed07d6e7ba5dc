import type { FastifyBaseLogger } from 'fastify';
import type { Lifecycle } from './lifecycle';

/** One thing to stop, in order: stop taking requests and let those in flight finish, stop the jobs, close pools. */
export type ShutdownStep = { name: string; run(): Promise<void> };

type Options = {
  lifecycle: Lifecycle;
  steps: ShutdownStep[];
  /** The bound: past it the process exits anyway, with status 1, whatever is still running. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  exit?: (code: number) => void;
};

/**
 * What SIGTERM (an orchestrator replacing the instance) and SIGINT (Ctrl-C) do: readiness turns 503 at once so
 * the load balancer stops sending requests; then each step runs in turn, a failing one logged and passed; the
 * process exits 0 when all are done, or 1 at the bound. A second signal exits at once.
 */
export function gracefulShutdown({ lifecycle, steps, timeoutMs, log, exit = (code) => process.exit(code) }: Options) {
  return async (signal: string): Promise<void> => {
    if (lifecycle.draining) {
      log.warn(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    lifecycle.drain();
    log.info({ timeoutMs }, `${signal}: draining requests and jobs`);
    const bound = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown bound reached: exiting with work still running');
      exit(1);
    }, timeoutMs);
    bound.unref();
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        log.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    clearTimeout(bound);
    log.info('stopped');
    exit(0);
  };
}
