import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { claimDueMail, markAttemptFailed, markSent } from './outbox.repository';
import { isPermanentFailure, type MailTransport } from './transport';

/** Retries wait 15 s, then twice as long each time, never more than 5 minutes (so mail follows an outage closely). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 15 * 2 ** Math.max(0, attempts - 1));
}

/** A message still failing a day after it was written is given up on and shown to administrators. */
export const GIVE_UP_AFTER_SECONDS = 24 * 60 * 60;

export type DeliveryContext = { db: Db; clock: Clock; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

/**
 * One pass of the outbox worker: claims the due messages (a batch, leased so no other worker sends them too),
 * sends each, and records the outcome. A message is marked sent only after the server accepted it; should the
 * process die in between, the lease runs out and it is sent again with the same Message-ID, so the receiving side
 * can tell the copy (at-least-once delivery; in normal operation, exactly once).
 */
export async function deliverDueMail(
  ctx: DeliveryContext,
  transport: MailTransport,
  { limit = 20, leaseSeconds = 120 } = {},
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDueMail(ctx.db, { now: ctx.clock.now(), leaseSeconds, limit });
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await transport.send(message);
      await markSent(ctx.db, message.id, ctx.clock.now());
      sent += 1;
    } catch (error) {
      failed += 1;
      const now = ctx.clock.now();
      const attempts = message.attempts + 1;
      const age = (now.getTime() - new Date(message.createdAt).getTime()) / 1000;
      const giveUp = isPermanentFailure(error) || age >= GIVE_UP_AFTER_SECONDS;
      const reason = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(ctx.db, message.id, {
        reason,
        retryAt: giveUp ? undefined : new Date(now.getTime() + retryDelaySeconds(attempts) * 1000),
      });
      const log = giveUp ? ctx.log.error.bind(ctx.log) : ctx.log.warn.bind(ctx.log);
      log(
        { err: error, mail: message.id, to: message.to, attempts },
        giveUp ? 'mail given up on' : 'mail will be retried',
      );
    }
  }
  return { sent, failed };
}

/**
 * Runs `deliverDueMail` every `everySeconds`, at once when `kick()`ed (a request just stored a message), and
 * again straight away while a pass finds a full batch. `stop()` waits for the pass in progress.
 */
export function startOutboxWorker(
  ctx: DeliveryContext,
  transport: MailTransport,
  { everySeconds = 2, limit = 20 } = {},
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const pass = async () => {
    do {
      again = false;
      try {
        const { sent, failed } = await deliverDueMail(ctx, transport, { limit });
        if (sent + failed >= limit) again = true;
      } catch (error) {
        ctx.log.warn({ err: error }, 'could not read the mail outbox');
      }
    } while (again && !stopped);
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, everySeconds * 1000).unref();
    });
  };
  timer = setTimeout(run, 0).unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
