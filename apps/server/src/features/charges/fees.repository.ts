import type { Db } from '../../db/database';

/** The platform's service charge for a document type. */
export function findServiceCharge(db: Db, documentTypeId: string) {
  return db
    .selectFrom('service_charges')
    .select(['amount_minor', 'currency'])
    .where('document_type_id', '=', documentTypeId)
    .executeTakeFirst();
}

/** Whether the organisation is a verified verifying body (the only ones a request may go to). */
export async function isVerifiedBody(db: Db, organisationId: string): Promise<boolean> {
  const organisation = await db
    .selectFrom('organisations')
    .select(['id'])
    .where('id', '=', organisationId)
    .where('verification_status', '=', 'verified')
    .executeTakeFirst();
  return organisation !== undefined;
}

/** The institution's own transcript fee in this currency, while its service and its access are both active. */
export async function findActiveTranscriptFee(
  db: Db,
  { organisationId, currency }: { organisationId: string; currency: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('transcript_services')
    .innerJoin('organisations', 'organisations.id', 'transcript_services.organisation_id')
    .select('transcript_services.fee_minor')
    .where('transcript_services.organisation_id', '=', organisationId)
    .where('transcript_services.active', '=', 1)
    .where('transcript_services.currency', '=', currency)
    // Access withdrawn by an administrator also withdraws the institution's own price.
    .where('organisations.transcript_access', '=', 'active')
    .executeTakeFirst();
  return row?.fee_minor;
}

/** The body's own surcharges and the platform's (organisation_id null) in this currency. */
export function listApplicableSurcharges(
  db: Db,
  { organisationId, currency }: { organisationId: string; currency: string },
) {
  return db
    .selectFrom('surcharges')
    .select(['organisation_id', 'amount_minor', 'currency'])
    .where((eb) => eb.or([eb('organisation_id', '=', organisationId), eb('organisation_id', 'is', null)]))
    .where('currency', '=', currency)
    .execute();
}
