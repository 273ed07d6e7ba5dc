import type { TFeeBreakdown } from '@docverify/contract/documents/document';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { paymentSearchText } from './search-text';

/*
 * A payment attempt is opened by the submission (the first) and by the payments feature (each new attempt after
 * a failure): both depend on this module, which depends on neither.
 */

/** Gateways cap references at 100 characters; 16 random bytes in hex cannot collide in practice. */
export function newPaymentReference(): string {
  return `DV-${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** Opens a payment attempt for a request; the amount is the server's own quote. */
export async function insertPendingPayment(
  db: Db,
  attempt: { documentId: string; payerUserId: string; reference: string; fee: TFeeBreakdown; now: string },
): Promise<Omit<PaymentRow, 'seq'>> {
  const parts = await db
    .selectFrom(['documents', 'users'])
    .select([
      'documents.application_id',
      'documents.document_type_name',
      'documents.owner_first_name',
      'documents.owner_middle_name',
      'documents.owner_last_name',
      'users.first_name as payer_first_name',
      'users.last_name as payer_last_name',
      'users.email as payer_email',
    ])
    .where('documents.id', '=', attempt.documentId)
    .where('users.id', '=', attempt.payerUserId)
    .executeTakeFirstOrThrow();
  const row: Omit<PaymentRow, 'seq'> = {
    id: newId(),
    reference: attempt.reference,
    document_id: attempt.documentId,
    payer_user_id: attempt.payerUserId,
    gateway: null,
    status: 'pending',
    currency: attempt.fee.currency,
    amount_minor: attempt.fee.total,
    service_charge_minor: attempt.fee.service_charge,
    organisation_surcharge_minor: attempt.fee.organisation_surcharge,
    platform_surcharge_minor: attempt.fee.platform_surcharge,
    gateway_reference: null,
    failure_reason: null,
    created_at: attempt.now,
    settled_at: null,
    search_text: paymentSearchText({ reference: attempt.reference, ...parts }),
    checkout_url: null,
    refund_status: null,
    checkout_code: null,
  };
  await db.insertInto('payments').values(row).execute();
  return row;
}
