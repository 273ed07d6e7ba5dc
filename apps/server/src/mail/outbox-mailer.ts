import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import type { Mailer } from './mailer';

/**
 * Development mail: kept in the database (so every instance and the dev mailbox page see it) and printed
 * to the log, so a newcomer can sign up without an SMTP server.
 */
export function createOutboxMailer(db: Db, clock: Clock, logger: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          id: newId(),
          to_address: message.to.toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          created_at: isoNow(clock),
        })
        .execute();
      logger.info({ to: message.to, subject: message.subject }, `dev mailbox: ${message.subject}\n${message.text}`);
    },
  };
}
