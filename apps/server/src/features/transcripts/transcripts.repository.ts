import type { Db } from '../../db/database';
import type { TranscriptServiceRow } from '../../db/schema';

export function findTranscriptService(db: Db, organisationId: string): Promise<TranscriptServiceRow | undefined> {
  return db
    .selectFrom('transcript_services')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

/** The service a requester may order: active, at a verified institution. */
export function findOfferedTranscriptService(db: Db, organisationId: string) {
  return db
    .selectFrom('transcript_services')
    .innerJoin('organisations', 'organisations.id', 'transcript_services.organisation_id')
    .selectAll('transcript_services')
    .where('transcript_services.organisation_id', '=', organisationId)
    .where('transcript_services.active', '=', 1)
    .where('organisations.verification_status', '=', 'verified')
    .where('organisations.transcript_access', '=', 'active')
    .executeTakeFirst();
}

/** False when the organisation already has one (the unique organisation id decides a race). */
export async function insertTranscriptService(db: Db, row: TranscriptServiceRow): Promise<boolean> {
  const result = await db
    .insertInto('transcript_services')
    .values(row)
    .onConflict((conflict) => conflict.column('organisation_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateTranscriptService(
  db: Db,
  organisationId: string,
  patch: Omit<TranscriptServiceRow, 'id' | 'organisation_id' | 'created_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('transcript_services')
    .set(patch)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
