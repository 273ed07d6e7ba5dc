import { PDFDocument } from 'pdf-lib';
import { amountLine, field, green, muted, pdfWriter, rule, write } from '../../lib/pdf-writer';
import type { Receipt } from './receipt';

/** The payer's receipt as a one-page A4 PDF: what was paid, to whom, for which request, and the reference. */
export async function renderReceipt(receipt: Receipt): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.reference}`);
  pdf.setAuthor('DocVerify');
  pdf.setCreator('DocVerify');
  const w = await pdfWriter(pdf);

  write(w, 'DocVerify', { size: 12, bold: true, color: green, gap: 4 });
  write(w, 'Receipt', { size: 26, bold: true, gap: 4 });
  write(w, `Payment ${receipt.reference}, ${receipt.paidAt}`, { size: 10, color: muted, gap: 18 });

  field(w, 'Paid by', `${receipt.paidBy} (${receipt.paidByEmail})`);
  field(w, 'Paid to', `${receipt.paidTo}, through DocVerify`);
  field(w, 'For', `Verification of ${receipt.document} for ${receipt.documentOwner}, request ${receipt.forRequest}`);
  field(w, 'Payment method', receipt.method);
  w.y -= 6;

  rule(w);
  for (const line of receipt.lines) amountLine(w, line.label, line.amount);
  rule(w);
  amountLine(w, 'Total paid', receipt.total, { bold: true });
  w.y -= 12;

  if (receipt.refundNote) write(w, receipt.refundNote, { bold: true, gap: 8 });
  write(w, 'Keep this receipt for your records. Quote the payment reference in any question about this payment.', {
    size: 9,
    color: muted,
  });
  return Buffer.from(await pdf.save());
}
