import type { TRefund } from '@docverify/contract/payments/payment';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { loadRequester, ownDocument } from '../documents/access';
import { refundPayment, REVIEW_STARTED } from './refunds';
import { findConfirmedPaymentId } from './refunds.repository';

export const CANCEL_REASON = 'Cancelled by the requester before review';
export const NOT_PAID = 'Only a paid request waiting for review can be cancelled';
const refusals: Partial<Record<string, string>> = {
  awaiting_payment: NOT_PAID,
  archived: 'This request was already cancelled or withdrawn',
};

/**
 * `POST /documents/{id}/cancel`: the owner withdraws a paid request its verifying body has not started on, and is
 * refunded through the same path an administrator's refund takes. Once review starts (or races it), 409.
 */
export async function cancelPaidRequest(ctx: AppContext, actor: Actor, documentId: string): Promise<TRefund> {
  const document = await ownDocument(ctx, await loadRequester(ctx, actor), documentId);
  if (document.status !== 'submitted') {
    throw new AppError('CONFLICT', refusals[document.status] ?? REVIEW_STARTED);
  }
  const paymentId = await findConfirmedPaymentId(ctx.db, document.id);
  if (!paymentId) throw new AppError('CONFLICT', NOT_PAID);
  return refundPayment(ctx, { userId: actor.userId, beforeReview: true }, paymentId, CANCEL_REASON);
}
