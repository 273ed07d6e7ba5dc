import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../mail/mailer';

/** How a stored message leaves: the SMTP server, or (without one) the dev mailbox, which reads the outbox itself. */
export type MailTransport = {
  name: 'smtp' | 'dev-mailbox';
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
};

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Short timeouts: a hung server must fail the attempt (and be retried), not hold the worker for minutes.
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP: the message already sits in the outbox, where the dev mailbox page shows it, so
 * delivering it is writing it to the log for whoever runs the server in a terminal.
 */
export function devMailboxTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, `dev mailbox: ${message.subject}\n${message.text}`);
    },
    close: () => undefined,
  };
}

/** An SMTP answer that will not change on a retry (5xx: no such mailbox, refused): retrying would only repeat it. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
