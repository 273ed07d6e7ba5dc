import type { TPaymentAuthorisation } from '@docverify/contract/payments/payment';
import type { Db } from '../../db/database';
import { rowsBySeq } from '../../db/rows-by-seq';
import { keysetFetch } from '../../db/keyset';
import type { PaymentRow, PaymentStatus } from '../../db/schema';
import { refreshSearchText } from '../documents/documents.repository';
import type { GatewayName } from './gateway';

export function findPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** A payment only its payer may act on; anyone else gets the same answer as for an unknown reference. */
export function findPaymentOfPayer(db: Db, reference: string, payerUserId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .where('payer_user_id', '=', payerUserId)
    .executeTakeFirst();
}

export async function recordGateway(
  db: Db,
  paymentId: string,
  gateway: GatewayName,
  checkout: TPaymentAuthorisation,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ gateway, checkout_url: checkout.authorization_url, checkout_code: checkout.access_code })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .execute();
}

export type Settlement = {
  reference: string;
  status: 'confirmed' | 'failed';
  gateway: GatewayName;
  gatewayReference: string | null;
  failureReason: string | null;
  now: string;
};

/** Conditional on the payment still being pending, so of two racing settlements exactly one writes. */
export async function markPaymentSettled(db: Db, settlement: Settlement): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: settlement.status,
      gateway: settlement.gateway,
      gateway_reference: settlement.gatewayReference,
      failure_reason: settlement.failureReason,
      settled_at: settlement.now,
    })
    .where('reference', '=', settlement.reference)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A request as the payment code needs it: only ever its uploader's. */
export function findDocumentOfUploader(db: Db, documentId: string, uploaderUserId: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'application_id',
      'ref_id',
      'status',
      'payment_status',
      'document_type_id',
      'organisation_id',
      'uploaded_by_user_id',
    ])
    .where('id', '=', documentId)
    .where('uploaded_by_user_id', '=', uploaderUserId)
    .executeTakeFirst();
}

/**
 * Writes the newest attempt's reference and payment status onto its request, and the search text they are
 * part of. Conditional on the reference read, so a stale attempt never overwrites a newer one.
 */
export async function updateDocumentPayment(
  db: Db,
  change: { documentId: string; expectedRefId: string; refId: string; paymentStatus: PaymentStatus; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set((eb) => ({
      ref_id: change.refId,
      payment_status: change.paymentStatus,
      version: eb('version', '+', 1),
      updated_at: change.now,
    }))
    .where('id', '=', change.documentId)
    .where('ref_id', '=', change.expectedRefId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await refreshSearchText(db, change.documentId);
  return true;
}

/** A payment with what the transactions list shows of its request and the request's uploader. */
export function paymentsWithRequest(db: Db) {
  return (
    db
      .selectFrom('payments')
      .innerJoin('documents', 'documents.id', 'payments.document_id')
      .innerJoin('users', 'users.id', 'documents.uploaded_by_user_id')
      // Each column named: every one but the search text.
      .select([
        'payments.id',
        'payments.reference',
        'payments.document_id',
        'payments.payer_user_id',
        'payments.gateway',
        'payments.status',
        'payments.currency',
        'payments.amount_minor',
        'payments.service_charge_minor',
        'payments.organisation_surcharge_minor',
        'payments.platform_surcharge_minor',
        'payments.gateway_reference',
        'payments.failure_reason',
        'payments.created_at',
        'payments.settled_at',
        'payments.seq',
        'payments.checkout_url',
        'payments.checkout_code',
        'payments.refund_status',
      ])
      .select([
        'documents.application_id',
        'documents.document_type_name',
        'documents.owner_first_name',
        'documents.owner_middle_name',
        'documents.owner_last_name',
        'documents.owner_date_of_birth',
        'users.first_name as uploader_first_name',
        'users.last_name as uploader_last_name',
        'users.email as uploader_email',
        'users.phone as uploader_phone',
      ])
  );
}

export type PaymentListRow = NonNullable<Awaited<ReturnType<typeof findPaymentListRow>>>;

export function findPaymentListRow(db: Db, reference: string) {
  return paymentsWithRequest(db).where('payments.reference', '=', reference).executeTakeFirst();
}

/** The list's rows for these payments, in the order given. */
export const paymentRowsBySeq: (db: Db, seqs: number[]) => Promise<PaymentListRow[]> = rowsBySeq(
  'payments.seq',
  paymentsWithRequest,
);

/** How many payments a person has made (attempts included). */
export async function countPaymentsOfPayer(db: Db, payerUserId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('payer_user_id', '=', payerUserId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A person's payments newest first, a page at a time along `payments_by_payer`. */
export function paymentsOfPayerFetch(db: Db, payerUserId: string) {
  return keysetFetch(
    db,
    { table: 'payments', columns: ['created_at', 'seq'], numeric: ['seq'], direction: 'desc' },
    { kind: 'ranges', ranges: [(eb) => eb('payments.payer_user_id', '=', payerUserId)] },
  );
}

export const readPayerEmail = (db: Db, userId: string) =>
  db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();

/** A gateway's pending payments opened before `before`, oldest first, a batch at a time. */
export const listPendingPaymentsAt = (
  db: Db,
  { gateway, before, limit }: { gateway: NonNullable<PaymentRow['gateway']>; before: string; limit: number },
) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('gateway', '=', gateway)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** The verifying body a request is sent to. */
export async function findDocumentOrganisation(db: Db, documentId: string): Promise<string> {
  const row = await db
    .selectFrom('documents')
    .select('organisation_id')
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  return row.organisation_id;
}

/** Sets a request's due date once: a second payment (after a restore) keeps the date first promised. */
export async function fixDueDate(db: Db, documentId: string, dueAt: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({ due_at: dueAt })
    .where('id', '=', documentId)
    .where('due_at', 'is', null)
    .execute();
}
