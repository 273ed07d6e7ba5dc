import type { Writer } from '../outbox/outbox.repository';

export type MailMessage = { to: string; subject: string; text: string };

/**
 * The one way the product sends e-mail: the message is stored in the outbox, in `within` — the transaction of the
 * change it tells of — when given, so a change and its e-mail stand or fall together; the outbox worker delivers
 * it afterwards, with retries (outbox/deliver.ts, decision 021).
 */
export type Mailer = { send(message: MailMessage, within?: Writer): Promise<void> };
