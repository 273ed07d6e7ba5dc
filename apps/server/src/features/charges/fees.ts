import type { TFeeBreakdown } from '@docverify/contract/documents/document';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';

/** The document type whose service charge an institution with its own transcript service sets itself. */
export const TRANSCRIPT_TYPE_ID = 'educ-transcript';

/**
 * DESIGN section 3: the fee for a request is the platform's service charge for the document type, plus the
 * verifying body's own surcharge, plus any platform surcharge. Always computed here, never taken from a client.
 * A transcript from an institution with an active transcript service costs that institution's fee instead of
 * the platform's transcript charge; the breakdown keeps its shape, so checkout and payments need no change.
 */
export async function quoteFee(
  db: Db,
  request: { documentTypeId: string; organisationId: string },
): Promise<TFeeBreakdown> {
  const charge = await db
    .selectFrom('service_charges')
    .select(['amount_minor', 'currency'])
    .where('document_type_id', '=', request.documentTypeId)
    .executeTakeFirst();
  if (!charge) throw new AppError('NOT_FOUND', 'No such document type', { document_type_id: 'No such document type' });

  const organisation = await db
    .selectFrom('organisations')
    .select(['id'])
    .where('id', '=', request.organisationId)
    .where('verification_status', '=', 'verified')
    .executeTakeFirst();
  if (!organisation) {
    throw new AppError('NOT_FOUND', 'No such verifying body', { institution_id: 'No such verifying body' });
  }

  const transcriptFee =
    request.documentTypeId === TRANSCRIPT_TYPE_ID
      ? await db
          .selectFrom('transcript_services')
          .innerJoin('organisations', 'organisations.id', 'transcript_services.organisation_id')
          .select('transcript_services.fee_minor')
          .where('transcript_services.organisation_id', '=', request.organisationId)
          .where('transcript_services.active', '=', 1)
          .where('transcript_services.currency', '=', charge.currency)
          // Access withdrawn by an administrator also withdraws the institution's own price.
          .where('organisations.transcript_access', '=', 'active')
          .executeTakeFirst()
      : undefined;
  const serviceCharge = transcriptFee?.fee_minor ?? charge.amount_minor;

  const surcharges = await db
    .selectFrom('surcharges')
    .select(['organisation_id', 'amount_minor', 'currency'])
    .where((eb) => eb.or([eb('organisation_id', '=', request.organisationId), eb('organisation_id', 'is', null)]))
    .where('currency', '=', charge.currency)
    .execute();
  const sum = (rows: typeof surcharges) => rows.reduce((total, row) => total + row.amount_minor, 0);
  const organisationSurcharge = sum(surcharges.filter((row) => row.organisation_id === request.organisationId));
  const platformSurcharge = sum(surcharges.filter((row) => row.organisation_id === null));

  return {
    currency: charge.currency,
    service_charge: serviceCharge,
    organisation_surcharge: organisationSurcharge,
    platform_surcharge: platformSurcharge,
    total: serviceCharge + organisationSurcharge + platformSurcharge,
  };
}
