import type { Db } from '../../db/database';

/**
 * Who hears of a verifying body's work: its account and its staff who have joined (confirmed e-mail) and are
 * active, while the body is verified and so works its queue (decision 018).
 */
export async function findBodyRecipients(db: Db, organisationId: string) {
  return db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select(['users.email', 'users.first_name as firstName'])
    .where('users.organisation_id', '=', organisationId)
    .where('users.category', 'in', ['org', 'staff'])
    .where('users.status', '=', 'active')
    .where('users.email_verified_at', 'is not', null)
    .where('organisations.verification_status', '=', 'verified')
    .orderBy('users.created_at')
    .execute();
}

/** The newest change of a request with its note and whether a file came with it: the answer, after an answer. */
export async function findLatestEvent(db: Db, documentId: string) {
  return db
    .selectFrom('document_events')
    .select(['from_status', 'to_status', 'note', 'file_id'])
    .where('document_id', '=', documentId)
    .orderBy('document_version', 'desc')
    .limit(1)
    .executeTakeFirst();
}
