import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import type { Clock } from '../lib/clock';
import { newId } from '../lib/ids';
import type { MailMessage } from '../mail/mailer';

/** A database or the transaction of the change a message tells of: it commits, or vanishes, with the change. */
export type Writer = Pick<Db, 'insertInto'>;

export type OutboxMessage = MailMessage & { id: string; messageId: string; attempts: number; createdAt: string };

/** `<id@domain>`, the domain being the sender's, as RFC 5322 asks: the same on every attempt. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'docverify.local';
  return `<${id}@${domain}>`;
}

export async function enqueueMail(
  db: Writer,
  message: MailMessage,
  { clock, from }: { clock: Clock; from: string },
): Promise<string> {
  const id = newId();
  const now = clock.now().toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: message.to.toLowerCase(),
      subject: message.subject,
      text_body: message.text,
      created_at: now,
      status: 'pending',
      message_id: messageIdFor(id, from),
      next_attempt_at: now,
    })
    .execute();
  return id;
}

/**
 * Takes up to `limit` messages due for an attempt, for `leaseSeconds`: another worker (another instance) skips
 * them meanwhile. On PostgreSQL the candidates are locked with SKIP LOCKED, so two workers claiming at once take
 * different messages instead of waiting for each other; SQLite has one writer at a time, so the update alone is
 * enough there.
 */
export async function claimDueMail(
  db: Db,
  { now, leaseSeconds, limit }: { now: Date; leaseSeconds: number; limit: number },
): Promise<OutboxMessage[]> {
  const nowText = now.toISOString();
  const until = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const postgres = dialectOf(db) === 'postgres';
  const rows = await db
    .updateTable('mail_outbox')
    .set({ claimed_until: until })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowText)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', nowText)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      return postgres ? due.forUpdate().skipLocked() : due;
    })
    .returning(['id', 'to_address', 'subject', 'text_body', 'message_id', 'attempts', 'created_at'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    messageId: row.message_id ?? `<${row.id}@docverify.local>`,
    attempts: row.attempts,
    createdAt: row.created_at,
  }));
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: now.toISOString(),
      claimed_until: null,
      last_error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: Db,
  id: string,
  { reason, retryAt }: { reason: string; retryAt: Date | undefined },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt?.toISOString() ?? null,
      claimed_until: null,
      last_error: reason.slice(0, 1000),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Puts failed messages back in the queue (an administrator's retry, once the cause is fixed). */
export async function retryFailedMail(db: Db, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', next_attempt_at: now.toISOString(), claimed_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Queue depth and lag for the metrics: pending messages, the oldest one's age, and those given up on. */
export async function outboxBacklog(
  db: Db,
  now: Date,
): Promise<{ pending: number; lagSeconds: number; failed: number }> {
  const pending = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const failed = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'failed')
    .executeTakeFirst();
  const oldest = pending?.oldest ? new Date(String(pending.oldest)).getTime() : now.getTime();
  return {
    pending: Number(pending?.count ?? 0),
    lagSeconds: Math.max(0, (now.getTime() - oldest) / 1000),
    failed: Number(failed?.count ?? 0),
  };
}

/** What administrators see of mail that is not getting through: failed, or pending after a failed attempt. */
export async function listUndeliveredMail(db: Db, limit = 50) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at'])
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
