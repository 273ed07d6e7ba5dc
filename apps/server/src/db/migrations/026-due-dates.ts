import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 073: a paid request carries the date its verifying body is expected to have answered by, fixed when the
 * payment is confirmed (so it never moves as the body's figures change). Requests paid before have none: they are
 * never flagged overdue, rather than measured against a promise nobody was shown.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').addColumn('due_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('due_at').execute();
}
