import type { Kysely } from 'kysely';
import { queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Paid requests whose requester has not yet been told they are overdue, by status and due date: the overdue e-mail
 * job reads the waiting ones (submitted, pending) past now. Partial, so a request leaves it once told; a decided
 * or archived one stays in it but under another status, which the job's read never touches.
 */
export const awaitingOverdueNotice = {
  kind: 'create',
  name: 'documents_awaiting_overdue_notice',
  table: 'documents',
  definition: 'status, due_at',
  where: 'due_at is not null and overdue_notice_at is null',
} as const satisfies IndexBuild;

/**
 * Decision 073: a paid request carries the date its verifying body is expected to have answered by, fixed when the
 * payment is confirmed (so it never moves as the body's figures change), and when its requester was told it was
 * overdue. Requests paid before have neither: they are never flagged overdue, rather than measured against a
 * promise nobody was shown.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').addColumn('due_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('overdue_notice_at', 'text').execute();
  // Built after the migrations commit (CONCURRENTLY on PostgreSQL).
  await queueIndexBuilds(db, [awaitingOverdueNotice]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(awaitingOverdueNotice.name).ifExists().execute();
  await db.deleteFrom('index_builds').where('name', '=', awaitingOverdueNotice.name).execute();
  await db.schema.alterTable('documents').dropColumn('overdue_notice_at').execute();
  await db.schema.alterTable('documents').dropColumn('due_at').execute();
}
