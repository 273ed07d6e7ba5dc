import type { MailMessage } from '../../mail/mailer';
import type { Receipt } from './receipt';

/** Where the payer's transactions list is, by the kind of account that paid (spec section 2's routes). */
const transactionsPath = (category: string | null) =>
  category === 'org' || category === 'staff' ? '/org/transaction' : '/dashboard/transaction';

/** The payer's receipt, sent when the payment is confirmed: the whole receipt in the text, and where its PDF is. */
export function paymentReceiptMail(
  to: { email: string; category: string | null },
  receipt: Receipt,
  publicUrl: string,
): MailMessage {
  const lines = receipt.lines.map((line) => `  ${line.label}: ${line.amount}`).join('\n');
  return {
    to: to.email,
    subject: `Receipt for your payment ${receipt.reference}: ${receipt.total}`,
    text: [
      `Hello ${receipt.paidBy},`,
      '',
      'We received your payment for the verification below. Thank you.',
      '',
      `Payment reference: ${receipt.reference}`,
      `Paid on: ${receipt.paidAt}`,
      `For: verification of ${receipt.document} for ${receipt.documentOwner}, request ${receipt.forRequest}`,
      `Paid to: ${receipt.paidTo}, through DocVerify`,
      `Payment method: ${receipt.method}`,
      '',
      lines,
      `  Total paid: ${receipt.total}`,
      '',
      'Download this receipt as a PDF from your transactions:',
      `${publicUrl}${transactionsPath(to.category)}`,
      '',
      '— Document and Qualification Verification',
    ].join('\n'),
  };
}
