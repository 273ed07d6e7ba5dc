import type { Db } from '../../db/database';

/** Ids of the organisation's received requests still to decide, the longest waiting first. */
export async function oldestWaitingIds(db: Db, organisationId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('documents.id')
    .where('documents.organisation_id', '=', organisationId)
    .where('documents.status', 'in', ['submitted', 'pending'])
    .orderBy('documents.created_at', 'asc')
    .orderBy('documents.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * For each request the organisation has decided (verified or queried now): when it was first submitted (its
 * payment confirmed) and when it was decided. A request created already submitted has no such event; its
 * creation stands in.
 */
export async function decisionTimes(db: Db, organisationId: string) {
  return db
    .selectFrom('documents')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('document_events')
          .select(['document_events.document_id', (inner) => inner.fn.min('document_events.created_at').as('at')])
          .where('document_events.to_status', '=', 'submitted')
          .groupBy('document_events.document_id')
          .as('submitted'),
      (join) => join.onRef('submitted.document_id', '=', 'documents.id'),
    )
    .select(['documents.created_at', 'documents.decided_at', 'submitted.at as submitted_at'])
    .where('documents.organisation_id', '=', organisationId)
    .where('documents.status', 'in', ['verified', 'queried'])
    .where('documents.decided_at', 'is not', null)
    .execute();
}

/** The organisation's own surcharge on every confirmed payment for a request sent to it, per currency. */
export async function surchargeRevenue(db: Db, organisationId: string) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('documents', 'documents.id', 'payments.document_id')
    .select([
      'payments.currency',
      (eb) => eb.fn.sum<number | string>('payments.organisation_surcharge_minor').as('amount'),
    ])
    .where('documents.organisation_id', '=', organisationId)
    .where('payments.status', '=', 'confirmed')
    .groupBy('payments.currency')
    .orderBy('payments.currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
}
