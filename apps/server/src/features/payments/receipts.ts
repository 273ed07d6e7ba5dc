import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { isAdministrator } from '../policy/policy';
import { receiptOf } from './receipt';
import { paymentReceiptMail } from './receipt-mail';
import { renderReceipt } from './receipt-pdf';
import { findReceiptFacts } from './receipts.repository';

/**
 * `GET /receipts/{reference}`: the receipt PDF of a confirmed payment, for its payer and administrators;
 * anyone else's reference answers as an unknown one.
 */
export async function receiptPdf(ctx: AppContext, actor: Actor, reference: string) {
  const facts = await findReceiptFacts(ctx.db, reference);
  if (!facts || (facts.payer_user_id !== actor.userId && !isAdministrator(actor))) {
    throw new AppError('NOT_FOUND', 'No such payment');
  }
  if (facts.status !== 'confirmed') {
    throw new AppError('CONFLICT', 'A receipt is issued once the payment is confirmed');
  }
  return { bytes: await renderReceipt(receiptOf(facts)), fileName: `receipt-${facts.reference}.pdf` };
}

/** E-mails the payer their receipt, in the transaction that confirmed the payment (decision 018's outbox). */
export async function sendReceipt(ctx: AppContext, trx: Db, reference: string): Promise<void> {
  const facts = await findReceiptFacts(trx, reference);
  if (!facts) return;
  await ctx.mailer.send(
    paymentReceiptMail(
      { email: facts.payer_email, category: facts.payer_category },
      receiptOf(facts),
      ctx.config.publicUrl,
    ),
    trx,
  );
}
