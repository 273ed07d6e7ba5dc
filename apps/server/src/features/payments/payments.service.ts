import { decodeCursor, listFingerprint } from '../../lib/paging/cursor';
import { resolvePage } from '../../lib/paging/resolve-page';
import { DOCUMENT_PAGE_SIZE } from '@docverify/contract/documents/vocabulary';
import type {
  TConfirmTransactionResponse,
  TPaymentAuthorisation,
  TTransactionsResponse,
} from '@docverify/contract/payments/payment';
import type { AppContext } from '../../context';
import type { PaymentRow } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { quoteFee } from '../charges/fees';
import { insertPendingPayment, newPaymentReference } from '../payment-attempts/payment-attempts.repository';
import { returnPath, type GatewayVerdict, type PaymentGateway } from './gateway';
import { configuredGateway, gatewayNamed } from './gateways';
import {
  findDocumentOfUploader,
  findPayment,
  findPaymentListRow,
  findPaymentOfPayer,
  countPaymentsOfPayer,
  paymentRowsBySeq,
  paymentsOfPayerFetch,
  readPayerEmail,
  recordGateway,
  updateDocumentPayment,
} from './payments.repository';
import { presentPayment } from './present-payment';
import { settlePayment } from './settle';

const ALREADY_PAID = 'This request is already paid';

/** The request and its newest payment attempt, for its uploader only, while it still awaits payment. */
async function unpaidRequest(ctx: AppContext, actor: Actor, documentId: string) {
  const document = await findDocumentOfUploader(ctx.db, documentId, actor.userId);
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  if (document.payment_status === 'confirmed') throw new AppError('CONFLICT', ALREADY_PAID);
  if (document.status !== 'awaiting_payment') throw new AppError('CONFLICT', 'This request is not awaiting payment');
  const payment = await findPayment(ctx.db, document.ref_id);
  if (!payment) throw new Error(`request ${document.id} has no payment ${document.ref_id}`);
  return { document, payment };
}

/** Starts the newest attempt at the configured gateway, for the amount the server quoted when it opened. */
export async function initiatePayment(
  ctx: AppContext,
  input: { actor: Actor; documentId: string },
): Promise<TPaymentAuthorisation> {
  const { payment } = await unpaidRequest(ctx, input.actor, input.documentId);
  if (payment.status === 'failed') throw new AppError('CONFLICT', 'This payment failed: start a new payment');
  if (payment.status === 'confirmed') throw new AppError('CONFLICT', ALREADY_PAID);
  const payer = await readPayerEmail(ctx.db, input.actor.userId);
  const gateway = configuredGateway(ctx);
  // A second click (another tab, a retry after a slow answer) gets the checkout already opened: Paystack opens one
  // per reference and refuses another.
  if (payment.gateway === gateway.name && payment.checkout_url && payment.checkout_code) {
    return {
      authorization_url: payment.checkout_url,
      access_code: payment.checkout_code,
      reference: payment.reference,
    };
  }
  const authorisation = await gateway.initialise({
    reference: payment.reference,
    amountMinor: payment.amount_minor,
    currency: payment.currency,
    email: payer.email,
    callbackUrl: returnPath(payment.reference),
  });
  await recordGateway(ctx.db, payment.id, gateway.name, authorisation);
  return authorisation;
}

/** Asks the gateway what became of a pending payment, settles it if the payer finished, and says what it heard. */
export async function verifyAndSettle(
  ctx: AppContext,
  payment: PaymentRow,
  gateway: PaymentGateway,
  actorUserId: string | null,
): Promise<GatewayVerdict['status']> {
  const verdict = await gateway.verify(payment.reference);
  if (verdict.status !== 'pending') {
    await settlePayment(ctx, payment.reference, { gateway: gateway.name, verdict, actorUserId });
  }
  return verdict.status;
}

const confirmationMessages = {
  confirmed: 'Payment confirmed',
  failed: 'Payment failed',
  pending: 'Payment not completed yet',
} as const;

/** The return page's call: idempotent, so a reload or a second tab answers the same. */
export async function confirmTransaction(
  ctx: AppContext,
  input: { actor: Actor; reference: string },
): Promise<TConfirmTransactionResponse> {
  const payment = await findPaymentOfPayer(ctx.db, input.reference, input.actor.userId);
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
  const gateway = payment.status === 'pending' && payment.gateway ? gatewayNamed(ctx, payment.gateway) : undefined;
  if (gateway) await verifyAndSettle(ctx, payment, gateway, input.actor.userId);
  const row = await findPaymentListRow(ctx.db, payment.reference);
  if (!row) throw new AppError('NOT_FOUND', 'No such payment');
  return { message: confirmationMessages[row.status], data: { payment: presentPayment(row) } };
}

/**
 * After a failed attempt, opens a new one with a new reference, re-quoted; the old attempt stays failed in the
 * history. While the newest attempt is still open, answers its reference instead of opening another.
 */
export async function generateTransaction(
  ctx: AppContext,
  input: { actor: Actor; documentId: string },
): Promise<{ application_id: string; ref_id: string; opened: boolean }> {
  const { document, payment } = await unpaidRequest(ctx, input.actor, input.documentId);
  if (payment.status === 'pending')
    return { application_id: document.application_id, ref_id: payment.reference, opened: false };
  if (payment.status === 'confirmed') throw new AppError('CONFLICT', ALREADY_PAID);

  const reference = newPaymentReference();
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const fee = await quoteFee(trx, {
      documentTypeId: document.document_type_id,
      organisationId: document.organisation_id,
    });
    await insertPendingPayment(trx, {
      documentId: document.id,
      payerUserId: input.actor.userId,
      reference,
      fee,
      now,
    });
    const updated = await updateDocumentPayment(trx, {
      documentId: document.id,
      expectedRefId: document.ref_id,
      refId: reference,
      paymentStatus: 'pending',
      now,
    });
    if (!updated) throw new AppError('CONFLICT', 'This request changed meanwhile: reload it and try again');
  });
  return { application_id: document.application_id, ref_id: reference, opened: true };
}

/** `/user/view/transactions`: the caller's payments, newest first, along `payments_by_payer`. */
export async function listTransactions(
  ctx: AppContext,
  input: { actor: Actor; page: number; cursor: string | undefined },
): Promise<TTransactionsResponse> {
  const payer = input.actor.userId;
  const fingerprint = listFingerprint(['own-transactions', payer]);
  const { rows, info } = await resolvePage({
    page: input.page,
    pageSize: DOCUMENT_PAGE_SIZE,
    cursor: decodeCursor(input.cursor, fingerprint),
    fingerprint,
    // One person's own payments: counted along their index, a few thousand entries at the most.
    total: await countPaymentsOfPayer(ctx.db, payer),
    totalExact: true,
    fetch: paymentsOfPayerFetch(ctx.db, payer),
    keyOf: (row) => row.key,
  });
  const payments = await paymentRowsBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return { data: payments.map(presentPayment), ...info };
}
