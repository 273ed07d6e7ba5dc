import type { TFeeBreakdown } from '@docverify/contract/documents/document';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import {
  findActiveTranscriptFee,
  findServiceCharge,
  isVerifiedBody,
  listApplicableSurcharges,
} from './fees.repository';

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
  const charge = await findServiceCharge(db, request.documentTypeId);
  if (!charge) throw new AppError('NOT_FOUND', 'No such document type', { document_type_id: 'No such document type' });

  if (!(await isVerifiedBody(db, request.organisationId))) {
    throw new AppError('NOT_FOUND', 'No such verifying body', { institution_id: 'No such verifying body' });
  }

  const transcriptFee =
    request.documentTypeId === TRANSCRIPT_TYPE_ID
      ? await findActiveTranscriptFee(db, { organisationId: request.organisationId, currency: charge.currency })
      : undefined;
  const serviceCharge = transcriptFee ?? charge.amount_minor;

  const surcharges = await listApplicableSurcharges(db, {
    organisationId: request.organisationId,
    currency: charge.currency,
  });
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
