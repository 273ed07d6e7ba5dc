import type { Db } from '../../db/database';

/** The turnaround rests on at most this many of a body's newest decisions: a median of recent work. */
const TURNAROUND_DECISIONS = 1_000;

/**
 * A body's newest decisions (requests it has verified or queried, newest first, read from the index
 * `documents_by_decision_covering` alone): when each was first submitted (its payment confirmed) and when it was
 * decided. A request created already submitted has no submission time; its creation stands in.
 */
export async function recentDecisions(db: Db, organisationId: string) {
  return db
    .selectFrom('documents')
    .select(['documents.created_at', 'documents.decided_at', 'documents.submitted_at'])
    .where('documents.organisation_id', '=', organisationId)
    .where('documents.decided_at', 'is not', null)
    .where('documents.status', 'in', ['verified', 'queried'])
    .orderBy('documents.decided_at', 'desc')
    .limit(TURNAROUND_DECISIONS)
    .execute();
}

/** The organisation's own surcharge on every confirmed payment for a request sent to it, per currency (a tally). */
export async function surchargeRevenue(db: Db, organisationId: string) {
  const rows = await db
    .selectFrom('organisation_revenue')
    .select(['currency', 'amount'])
    .where('organisation_id', '=', organisationId)
    .where('amount', '!=', 0)
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
}
