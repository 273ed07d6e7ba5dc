import type { TFeeBreakdown } from '@docverify/contract/documents/document';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';

/**
 * DESIGN section 3: the fee for a request is the platform's service charge for the document type, plus the
 * verifying body's own surcharge, plus any platform surcharge. Always computed here, never taken from a client.
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
    service_charge: charge.amount_minor,
    organisation_surcharge: organisationSurcharge,
    platform_surcharge: platformSurcharge,
    total: charge.amount_minor + organisationSurcharge + platformSurcharge,
  };
}
