import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { dialectOf, type SqlDialect } from '../../db/dialect';

/** The turnaround rests on at most this many of a body's newest decisions: a median of recent work. */
export const TURNAROUND_DECISIONS = 1_000;

/**
 * Milliseconds from a request's submission (its payment confirmed) to its decision, never below 0. A request
 * created already submitted has no submission time; its creation stands in. Times are stored as ISO text.
 */
function decisionMilliseconds(dialect: SqlDialect) {
  const submitted = sql`coalesce(documents.submitted_at, documents.created_at)`;
  return dialect === 'postgres'
    ? sql<number>`greatest(0, extract(epoch from (documents.decided_at::timestamptz - ${submitted}::timestamptz)) * 1000)`
    : // Rounded: the times hold whole milliseconds, which a day's fraction in floating point does not.
      sql<number>`max(0, round((julianday(documents.decided_at) - julianday(${submitted})) * 86400000.0))`;
}

/**
 * How many of a body's newest decisions (requests it has verified or queried) the turnaround rests on, and the
 * median of their durations in milliseconds (the mean of the two middle ones for an even count; null for none).
 * Worked out by the database over the index `documents_by_decision_covering` alone: a thousand rows never
 * reach JavaScript, where parsing their dates cost more than reading them.
 */
export async function decisionTurnaround(
  db: Db,
  organisationId: string,
): Promise<{ decided: number; medianMs: number | null }> {
  const row = await decisionTurnaroundQuery(db, organisationId).executeTakeFirst();
  const decided = Number(row?.decided ?? 0);
  return { decided, medianMs: decided === 0 ? null : Number(row?.median) };
}

/** The statement behind `decisionTurnaround` (its plan is tested). */
export function decisionTurnaroundQuery(db: Db, organisationId: string) {
  const dialect = dialectOf(db);
  // Materialised: read once, then counted and sorted (SQLite would otherwise read the decisions again for each).
  const recent = db
    .with(
      (cte) => cte('recent').materialized(),
      (db) =>
        db
          .selectFrom('documents')
          .select(decisionMilliseconds(dialect).as('ms'))
          .where('documents.organisation_id', '=', organisationId)
          .where('documents.decided_at', 'is not', null)
          .where('documents.status', 'in', ['verified', 'queried'])
          .orderBy('documents.decided_at', 'desc')
          .limit(TURNAROUND_DECISIONS),
    )
    .with('counted', (db) => db.selectFrom('recent').select((eb) => eb.fn.countAll<number>().as('n')));
  return recent.selectFrom('counted').select([
    'n as decided',
    // The middle duration, or the two middle ones for an even count (a window function does the same at twice the
    // cost on SQLite). Built from this query's `eb`, so it reads the one `recent` rather than defining its own.
    (eb) =>
      eb
        .selectFrom((eb) =>
          eb
            .selectFrom('recent')
            .select('ms')
            .orderBy('ms')
            .limit(sql<number>`2 - (select n from counted) % 2`)
            .offset(sql<number>`((select n from counted) - 1) / 2`)
            .as('middle'),
        )
        .select((eb) => eb.fn.avg<number>('ms').as('median'))
        .as('median'),
  ]);
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
