import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { RefundRow, RefundStatus, RefundsTable } from '../../db/schema';

/** A payment with what a refund decision and the payer's e-mail need: its request's status and its payer. */
export const findPaymentToRefund = (db: Db, paymentId: string) =>
  db
    .selectFrom('payments')
    .innerJoin('documents', 'documents.id', 'payments.document_id')
    .innerJoin('users', 'users.id', 'payments.payer_user_id')
    .select([
      'payments.id',
      'payments.reference',
      'payments.status',
      'payments.gateway',
      'payments.refund_status',
      'payments.amount_minor',
      'payments.currency',
      'payments.document_id',
      'documents.status as document_status',
      'documents.version as document_version',
      'documents.application_id',
      'documents.document_type_name',
      'users.email as payer_email',
      'users.first_name as payer_first_name',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();

/** Throws the database's unique violation when the payment already has a refund. */
export async function insertRefund(db: Db, refund: Insertable<RefundsTable>): Promise<void> {
  await db.insertInto('refunds').values(refund).execute();
}

export async function setPaymentRefundStatus(db: Db, paymentId: string, status: RefundStatus): Promise<void> {
  await db.updateTable('payments').set({ refund_status: status }).where('id', '=', paymentId).execute();
}

/** Counts one more attempt, only if the refund is still as read; false when another runner claimed it first. */
export async function claimRefundAttempt(db: Db, refund: RefundRow, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable('refunds')
    .set({ attempts: refund.attempts + 1, updated_at: now })
    .where('id', '=', refund.id)
    .where('status', '=', 'requested')
    .where('attempts', '=', refund.attempts)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export const readPaymentGateway = (db: Db, paymentId: string) =>
  db.selectFrom('payments').select(['reference', 'gateway']).where('id', '=', paymentId).executeTakeFirstOrThrow();

export async function updateRefundOutcome(
  db: Db,
  refundId: string,
  outcome: Pick<RefundRow, 'status' | 'gateway_refund_id' | 'last_error' | 'updated_at' | 'processed_at'>,
): Promise<void> {
  await db.updateTable('refunds').set(outcome).where('id', '=', refundId).execute();
}

export async function setRefundError(db: Db, refundId: string, error: string, now: string): Promise<void> {
  await db.updateTable('refunds').set({ last_error: error, updated_at: now }).where('id', '=', refundId).execute();
}

export async function findRefund(db: Db, refundId: string): Promise<RefundRow> {
  return db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
}

export function findRefundOfPayment(db: Db, paymentId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

/** Our refund of the payment with this gateway reference, if we asked for one. */
export const findRefundIdByReference = (db: Db, reference: string) =>
  db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select('refunds.id')
    .where('payments.reference', '=', reference)
    .executeTakeFirst();

/** Open refunds in this status untouched since `olderThan`, oldest first, a batch at a time. */
export const listOpenRefunds = (
  db: Db,
  { status, olderThan, limit }: { status: 'requested' | 'pending'; olderThan: string; limit: number },
) =>
  db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select(['refunds.id', 'refunds.gateway_refund_id', 'payments.gateway'])
    .where('refunds.status', '=', status)
    .where('refunds.updated_at', '<', olderThan)
    .orderBy('refunds.updated_at')
    .limit(limit)
    .execute();

/** Moves `updated_at`, so the refund is asked about again only after the wait. */
export async function touchRefund(db: Db, refundId: string, now: string): Promise<void> {
  await db.updateTable('refunds').set({ updated_at: now }).where('id', '=', refundId).execute();
}

/** The payment that paid for a request (a request has at most one confirmed attempt), along payments_document_idx. */
export const findConfirmedPaymentId = async (db: Db, documentId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('payments')
      .select('id')
      .where('document_id', '=', documentId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst()
  )?.id;
