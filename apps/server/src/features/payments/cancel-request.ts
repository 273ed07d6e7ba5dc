import type { TRefund } from '@docverify/contract/payments/payment';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { loadRequester, ownDocument } from '../documents/access';
import { findPresentableDocument } from '../documents/documents.repository';
import { overdue } from '../documents/present-document';
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

export const OVERDUE_REASON = "Refunded at the requester's request: the verifying body let it pass its due date";
export const NOT_OVERDUE = 'This request is not past its due date: it can be refunded only once it is overdue';

/**
 * `POST /documents/{id}/overdue-refund`: the owner of a paid request its verifying body has let pass its due date,
 * submitted or in review, withdraws it and is refunded in full through the same path. The request is archived
 * with the reason in its history, so the body sees it withdrawn and any review it had started stops there
 * (decision 073). Another user's request is not found (404); one not overdue, 409.
 */
export async function refundOverdueRequest(ctx: AppContext, actor: Actor, documentId: string): Promise<TRefund> {
  const document = await ownDocument(ctx, await loadRequester(ctx, actor), documentId);
  const row = await findPresentableDocument(ctx.db, document.id);
  if (!row || overdue(row, ctx.clock.now()) === null) throw new AppError('CONFLICT', NOT_OVERDUE);
  const paymentId = await findConfirmedPaymentId(ctx.db, document.id);
  if (!paymentId) throw new AppError('CONFLICT', NOT_PAID);
  return refundPayment(ctx, { userId: actor.userId, whileWaiting: true }, paymentId, OVERDUE_REASON);
}
