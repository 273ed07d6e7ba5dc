import type { TRefund } from '@docverify/contract/payments/payment';
import type { AppContext } from '../../context';
import type { RefundRow, RefundStatus } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { refundRequestedMail } from '../../mail/templates';
import { recordAudit } from '../audit/audit';
import { changeStatus } from '../document-lifecycle/change-status';
import type { RefundVerdict } from './gateway';
import { gatewayNamed } from './gateways';
import {
  claimRefundAttempt,
  findPaymentToRefund,
  findRefund,
  insertRefund,
  readPaymentGateway,
  setPaymentRefundStatus,
  setRefundError,
  updateRefundOutcome,
} from './refunds.repository';

export const NOT_REFUNDABLE = 'Only a confirmed payment can be refunded';
export const ALREADY_REFUNDED = 'This payment was already refunded';
export const VERIFIED_NOT_REFUNDABLE =
  'The verifying body already answered this request (verified): archive it first if the result must be withdrawn';

export const REVIEW_STARTED =
  'The verifying body has started reviewing this request, so it can no longer be cancelled: ask an administrator';

/**
 * Who asks for a refund: an administrator, for a payment whose verifying body cannot answer, or the requester
 * cancelling their own paid request before its review starts (`beforeReview`: refused once the body has started).
 */
export type RefundAsker = {
  userId: string;
  beforeReview?: boolean;
  /** The requester of an overdue request: refused once it no longer waits for its body (decided or queried meanwhile). */
  whileWaiting?: boolean;
};

export const NO_LONGER_WAITING =
  'The verifying body has answered this request meanwhile, so it is no longer overdue: open it to see the answer';

/**
 * Refunds a payment in full and withdraws its request. One transaction
 * records the refund (`requested`), marks the payment, archives the request (so it leaves the body's queue and
 * cannot be restored to it) and writes the audit entry and the payer's e-mail; a second click, a second
 * administrator or two calls at once find the first refund (409). Only then is the gateway asked, outside the
 * transaction: if it does not answer, the refund stays `requested` and the reconciliation job sends it again, so
 * a refund recorded is never lost and none is sent twice by us (the gateway refuses a second full refund too).
 */
export async function refundPayment(
  ctx: AppContext,
  asker: RefundAsker,
  paymentId: string,
  reason: string,
): Promise<TRefund> {
  const now = isoNow(ctx.clock);
  const refundId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await findPaymentToRefund(trx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    if (payment.refund_status) throw new AppError('CONFLICT', ALREADY_REFUNDED);
    if (payment.status !== 'confirmed' || !payment.gateway) throw new AppError('CONFLICT', NOT_REFUNDABLE);
    if (payment.document_status === 'verified') throw new AppError('CONFLICT', VERIFIED_NOT_REFUNDABLE);
    if (asker.beforeReview && payment.document_status !== 'submitted') throw new AppError('CONFLICT', REVIEW_STARTED);
    if (asker.whileWaiting && payment.document_status !== 'submitted' && payment.document_status !== 'pending') {
      throw new AppError('CONFLICT', NO_LONGER_WAITING);
    }

    try {
      await insertRefund(trx, {
        id: refundId,
        payment_id: payment.id,
        amount_minor: payment.amount_minor,
        currency: payment.currency,
        reason,
        requested_by_user_id: asker.userId,
        requested_at: now,
        status: 'requested',
        gateway_refund_id: null,
        attempts: 0,
        last_error: null,
        updated_at: now,
        processed_at: null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REFUNDED);
      throw error;
    }
    await setPaymentRefundStatus(trx, payment.id, 'requested');
    if (payment.document_status !== 'archived') {
      await changeStatus(trx, {
        documentId: payment.document_id,
        to: 'archived',
        actorUserId: asker.userId,
        note: `Payment refunded: ${reason}`,
        // Read with the payment: a review started since then (the body's Start review) wins, and nothing is refunded.
        expectedVersion: payment.document_version,
        now,
      });
    }
    await recordAudit(trx, {
      actorUserId: asker.userId,
      action: 'document.refunded',
      entityType: 'document',
      entityId: payment.document_id,
      before: { status: payment.document_status },
      after: { status: 'archived', payment: payment.reference, amount_minor: payment.amount_minor, reason },
      now,
    });
    await ctx.mailer.send(
      refundRequestedMail(
        { email: payment.payer_email, firstName: payment.payer_first_name },
        {
          applicationId: payment.application_id,
          documentTypeName: payment.document_type_name,
          amountMinor: payment.amount_minor,
          currency: payment.currency,
          reason,
        },
      ),
      trx,
    );
  });
  const refund = await pushRefund(ctx, refundId);
  return presentRefund(refund);
}

/**
 * Sends a `requested` refund to its gateway. The claim (attempts + 1, conditional on the row as read) makes sure
 * two runners never both send it; a gateway that does not answer leaves it `requested` with the reason.
 */
export async function pushRefund(ctx: AppContext, refundId: string): Promise<RefundRow> {
  const refund = await findRefund(ctx.db, refundId);
  if (refund.status !== 'requested') return refund;
  const claimedAt = isoNow(ctx.clock);
  if (!(await claimRefundAttempt(ctx.db, refund, claimedAt))) return findRefund(ctx.db, refundId);

  const payment = await readPaymentGateway(ctx.db, refund.payment_id);
  const gateway = payment.gateway ? gatewayNamed(ctx, payment.gateway) : undefined;
  if (!gateway) {
    await noteRefundError(ctx, refund.id, `The ${payment.gateway ?? 'payment'} gateway is not configured`);
    return findRefund(ctx.db, refundId);
  }
  let verdict: RefundVerdict;
  try {
    verdict = await gateway.refund({
      reference: payment.reference,
      amountMinor: refund.amount_minor,
      currency: refund.currency,
      reason: refund.reason,
    });
  } catch (error) {
    ctx.log.warn({ err: error, refundId }, 'the gateway did not take a refund: it is sent again later');
    await noteRefundError(ctx, refund.id, error instanceof Error ? error.message : String(error));
    return findRefund(ctx.db, refundId);
  }
  await applyRefundVerdict(ctx, refund.id, verdict);
  return findRefund(ctx.db, refundId);
}

/**
 * Records what the gateway said of a refund, on the refund and its payment together. A final state is never
 * left: a late or repeated event (a webhook after the job asked) changes nothing.
 */
export async function applyRefundVerdict(ctx: AppContext, refundId: string, verdict: RefundVerdict): Promise<boolean> {
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const refund = await findRefund(trx, refundId);
    if (refund.status === 'processed' || refund.status === 'failed') return false;
    const status: RefundStatus = verdict.status;
    await updateRefundOutcome(trx, refundId, {
      status,
      gateway_refund_id: verdict.gatewayRefundId ?? refund.gateway_refund_id,
      last_error: verdict.status === 'failed' ? verdict.reason : null,
      updated_at: now,
      processed_at: verdict.status === 'processed' ? now : null,
    });
    await setPaymentRefundStatus(trx, refund.payment_id, status);
    if (status === 'failed') {
      ctx.log.warn({ refundId, reason: verdict.status === 'failed' ? verdict.reason : '' }, 'a refund failed');
    }
    return true;
  });
}

async function noteRefundError(ctx: AppContext, refundId: string, error: string): Promise<void> {
  await setRefundError(ctx.db, refundId, error.slice(0, 500), isoNow(ctx.clock));
}

export function presentRefund(refund: RefundRow): TRefund {
  return {
    id: refund.id,
    payment_id: refund.payment_id,
    status: refund.status,
    amount: refund.amount_minor,
    currency: refund.currency,
    reason: refund.reason,
    requested_at: refund.requested_at,
    processed_at: refund.processed_at,
    last_error: refund.last_error,
  };
}
