import type { Db } from '../../db/database';

/** The turnaround rests on at most this many of a body's newest decisions... */
export const TURNAROUND_DECISIONS = 200;
/** ...made within this many days: an old backlog says little of how the body works now. */
export const TURNAROUND_WINDOW_DAYS = 180;

/**
 * When each of a body's newest decisions (requests it verified or queried, within the window) was submitted and
 * decided. A range of `documents_by_decision_covering (organisation_id, decided_at, status, created_at,
 * submitted_at)` read backwards: at most 200 index entries, never the table (plans in decision 073).
 */
export function recentDecisionTimesQuery(db: Db, organisationId: string, since: string) {
  return db
    .selectFrom('documents')
    .select(['documents.submitted_at', 'documents.created_at', 'documents.decided_at'])
    .where('documents.organisation_id', '=', organisationId)
    .where('documents.decided_at', '>=', since)
    .where('documents.status', 'in', ['verified', 'queried'])
    .orderBy('documents.decided_at', 'desc')
    .limit(TURNAROUND_DECISIONS);
}

export async function recentDecisionTimes(
  db: Db,
  organisationId: string,
  since: string,
): Promise<{ submittedAt: string; decidedAt: string }[]> {
  const rows = await recentDecisionTimesQuery(db, organisationId, since).execute();
  return rows.flatMap((row) =>
    row.decided_at === null
      ? []
      : // A request created already submitted has no submission time; its creation stands in.
        [{ submittedAt: row.submitted_at ?? row.created_at, decidedAt: row.decided_at }],
  );
}
