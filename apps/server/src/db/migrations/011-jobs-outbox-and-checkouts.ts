import type { Kysely } from 'kysely';
import { queueIndexBuilds } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The jobs every instance schedules and exactly one runs at a time (jobs/scheduler.ts, decision 021),
 * the indexes their cleanup of expired sessions and codes reads (each batch a range, not a scan), and the mail
 * outbox's delivery state: each message is stored in the transaction of the change it tells of, then delivered
 * by a worker with retries (outbox/); and each payment's checkout link, handed back when the payer clicks again
 * (Paystack opens one checkout per reference).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('next_run_at', 'text', (col) => col.notNull())
    // A lease, not a lock: an instance that dies mid-run holds the job only until then.
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const column of [
    // Every message stored before this version was shown in the dev mailbox only: it counts as delivered.
    db.schema.alterTable('mail_outbox').addColumn('status', 'text', (col) => col.notNull().defaultTo('sent')),
    db.schema.alterTable('mail_outbox').addColumn('message_id', 'text'),
    db.schema.alterTable('mail_outbox').addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0)),
    db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text'),
    db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text'),
    db.schema.alterTable('mail_outbox').addColumn('last_error', 'text'),
    db.schema.alterTable('mail_outbox').addColumn('sent_at', 'text'),
  ]) {
    await column.execute();
  }
  await db.schema.alterTable('payments').addColumn('checkout_url', 'text').execute();
  await db.schema.alterTable('payments').addColumn('checkout_code', 'text').execute();
  await queueIndexBuilds(db, [
    // What the worker claims next, and what the administrators' list of undelivered mail reads.
    {
      kind: 'create',
      name: 'mail_outbox_due_idx',
      table: 'mail_outbox',
      definition: 'status, next_attempt_at',
    },
    { kind: 'create', name: 'sessions_expires_idx', table: 'sessions', definition: 'expires_at' },
    { kind: 'create', name: 'one_time_codes_expires_idx', table: 'one_time_codes', definition: 'expires_at' },
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('checkout_code').execute();
  await db.schema.alterTable('payments').dropColumn('checkout_url').execute();
  await db.schema.dropIndex('mail_outbox_due_idx').ifExists().execute();
  for (const column of [
    'status',
    'message_id',
    'attempts',
    'next_attempt_at',
    'claimed_until',
    'last_error',
    'sent_at',
  ]) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
  await db.schema.dropIndex('one_time_codes_expires_idx').ifExists().execute();
  await db.schema.dropIndex('sessions_expires_idx').ifExists().execute();
  await db.schema.dropTable('scheduled_jobs').execute();
}
