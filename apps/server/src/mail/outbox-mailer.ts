import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { enqueueMail } from '../outbox/outbox.repository';
import type { Mailer } from './mailer';

/**
 * Stores each message in `mail_outbox` (which the dev mailbox page also reads) for the outbox worker to deliver.
 * `stored` wakes the worker; a message written inside a transaction that has not committed yet is picked up by
 * the worker's next pass instead.
 */
export function createOutboxMailer(
  db: Db,
  clock: Clock,
  { from, stored }: { from: string; stored?: () => void },
): Mailer {
  return {
    async send(message, within) {
      await enqueueMail(within ?? db, message, { clock, from });
      stored?.();
    },
  };
}
