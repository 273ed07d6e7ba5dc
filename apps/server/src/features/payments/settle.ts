import type { AppContext } from '../../context';
import type { PaymentRow } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { changeStatus } from '../document-lifecycle/change-status';
import { readDocumentStatus } from '../document-lifecycle/document-lifecycle.repository';
import { bodyTurnaround } from '../institutions/turnaround';
import { tellBodyOfArrival } from '../verification/notices';
import { addWorkingDays } from '@docverify/contract/documents/working-days';
import type { GatewayName, GatewayVerdict } from './gateway';
import {
  findDocumentOrganisation,
  findPayment,
  fixDueDate,
  markPaymentSettled,
  updateDocumentPayment,
} from './payments.repository';
import { sendReceipt } from './receipts';

export type SettleInput = {
  gateway: GatewayName;
  verdict: Exclude<GatewayVerdict, { status: 'pending' }>;
  /** Who caused it: the payer at the sandbox checkout or confirming; null for a gateway's webhook. */
  actorUserId: string | null;
};

/**
 * Decision 006: the one path that settles a payment, for sandbox decisions, confirmation calls and webhooks.
 * In one transaction it re-reads the payment and changes nothing unless it is still pending, so replays and
 * double confirmations are no-ops. Success submits the request to its verifier; failure leaves it awaiting
 * payment, where its owner can open a new attempt.
 */
export async function settlePayment(
  ctx: AppContext,
  reference: string,
  input: SettleInput,
): Promise<{ payment: PaymentRow; changed: boolean }> {
  const now = isoNow(ctx.clock);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const payment = await findPayment(trx, reference);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    if (payment.status !== 'pending') {
      if (payment.status === 'failed' && input.verdict.status === 'success') {
        // A gateway can report money for an attempt we already failed (a retry on its checkout): a person must
        // refund or reconcile it, so say so loudly instead of dropping it.
        ctx.log.warn({ reference }, 'money reported for a payment already marked failed: reconcile it');
      }
      return false;
    }

    const verdict = checkAmount(ctx, payment, input.verdict);
    const confirmed = verdict.status === 'success';
    const won = await markPaymentSettled(trx, {
      reference,
      status: confirmed ? 'confirmed' : 'failed',
      gateway: input.gateway,
      gatewayReference: verdict.gatewayReference ?? null,
      failureReason: verdict.status === 'failed' ? verdict.reason : null,
      now,
    });
    if (!won) return false;

    await updateDocumentPayment(trx, {
      documentId: payment.document_id,
      expectedRefId: reference,
      refId: reference,
      paymentStatus: confirmed ? 'confirmed' : 'failed',
      now,
    });
    if (confirmed) {
      const document = await readDocumentStatus(trx, payment.document_id);
      if (document.status === 'awaiting_payment') {
        await changeStatus(trx, {
          documentId: payment.document_id,
          to: 'submitted',
          actorUserId: input.actorUserId,
          note: 'Payment confirmed',
          now,
        });
        // This call, and no replay, submitted the request: the body is told once, in this transaction.
        await tellBodyOfArrival(ctx, trx, payment.document_id);
        // The due date from the body's figures at payment (what the wizard showed), fixed now: later figures never move it.
        const turnaround = await bodyTurnaround(
          trx,
          await findDocumentOrganisation(trx, payment.document_id),
          ctx.clock.now(),
        );
        await fixDueDate(trx, payment.document_id, addWorkingDays(new Date(now), turnaround.p90_days).toISOString());
      } else {
        // Money arrived for a request an administrator archived meanwhile: keep the money's record, move nothing.
        ctx.log.warn({ reference, status: document.status }, 'payment confirmed for a request not awaiting payment');
      }
      // The payer holds a receipt for money taken, whatever became of the request meanwhile.
      await sendReceipt(ctx, trx, reference);
    }
    return true;
  });
  const payment = await findPayment(ctx.db, reference);
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
  return { payment, changed };
}

/** A charge for a different sum or currency than quoted is not this payment: it fails, loudly. */
function checkAmount(ctx: AppContext, payment: PaymentRow, verdict: SettleInput['verdict']): SettleInput['verdict'] {
  if (verdict.status !== 'success') return verdict;
  if (verdict.amountMinor === payment.amount_minor && verdict.currency === payment.currency) return verdict;
  ctx.log.warn(
    {
      reference: payment.reference,
      expected: { amount: payment.amount_minor, currency: payment.currency },
      received: { amount: verdict.amountMinor, currency: verdict.currency },
    },
    'payment amount does not match its quote',
  );
  return {
    status: 'failed',
    gatewayReference: verdict.gatewayReference,
    reason: `Amount paid (${verdict.amountMinor} ${verdict.currency} minor units) does not match the quote (${payment.amount_minor} ${payment.currency})`,
  };
}
