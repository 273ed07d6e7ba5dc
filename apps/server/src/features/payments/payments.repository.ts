import { randomBytes } from 'node:crypto';
import type { TFeeBreakdown } from '@docverify/contract/documents/document';
import type { Db } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Gateways cap references at 100 characters; 16 random bytes in hex cannot collide in practice. */
export function newPaymentReference(): string {
  return `DV-${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** Opens a payment attempt for a request; the amount is the server's own quote. */
export async function insertPendingPayment(
  db: Db,
  attempt: { documentId: string; payerUserId: string; reference: string; fee: TFeeBreakdown; now: string },
): Promise<PaymentRow> {
  const row: PaymentRow = {
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
  };
  await db.insertInto('payments').values(row).execute();
  return row;
}
