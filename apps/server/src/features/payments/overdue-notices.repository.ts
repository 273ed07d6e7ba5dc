import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The predicate of `documents_awaiting_overdue_notice` and the waiting statuses, written out as literals: SQLite
 * uses a partial index only when the query's own terms imply its predicate, which bound parameters never do.
 */
const AWAITING_NOTICE = sql<boolean>`due_at is not null and overdue_notice_at is null and status in ('submitted', 'pending')`;

/**
 * Up to `limit` waiting requests past their due date whose requester has not been told, in no order (the next run
 * takes the rest): two ranges of the partial index `(status, due_at)`, never the table's other requests.
 */
export function newlyOverdueQuery(db: Db, now: string, limit: number) {
  return db.selectFrom('documents').select('id').where(AWAITING_NOTICE).where('due_at', '<', now).limit(limit);
}

export async function findNewlyOverdue(db: Db, now: string, limit: number): Promise<string[]> {
  return (await newlyOverdueQuery(db, now, limit).execute()).map((row) => row.id);
}

/** Marks one request told, if it still waits untold: false when another run, or a decision, came first. */
export async function claimOverdueNotice(db: Db, documentId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ overdue_notice_at: now })
    .where('id', '=', documentId)
    .where(AWAITING_NOTICE)
    .where('due_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the overdue e-mail says, and to whom: the request's uploader. */
export function overdueMailFacts(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.uploaded_by_user_id')
    .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
    .select([
      'users.email',
      'users.first_name',
      'documents.application_id',
      'documents.document_type_name',
      'documents.due_at',
      'organisations.name as body_name',
    ])
    .where('documents.id', '=', documentId)
    .executeTakeFirstOrThrow();
}
