import { z } from 'zod';

/** A message the outbox could not deliver yet (pending after a failed attempt) or gave up on (failed). */
export const ZUndeliveredMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int(),
  /** The mail server's or the network's answer to the last attempt. */
  last_error: z.string().nullable(),
  /** When it is tried next; null once given up on. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type TUndeliveredMail = z.infer<typeof ZUndeliveredMail>;

/** `GET /system/admin/mail/undelivered`: the newest fifty. */
export const ZUndeliveredMailResponse = z.object({ data: z.array(ZUndeliveredMail) });

/** `POST /system/admin/mail/retry`: failed messages to put back in the queue, once their cause is fixed. */
export const ZRetryMailRequest = z.object({
  ids: z
    .array(z.string().trim().min(1).max(64), { error: 'Choose the messages to retry' })
    .min(1, 'Choose the messages to retry')
    .max(100, 'Retry at most 100 messages at once'),
});
export const ZRetryMailResponse = z.object({ message: z.string(), data: z.object({ retried: z.number().int() }) });
