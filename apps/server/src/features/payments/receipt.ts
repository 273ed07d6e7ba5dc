import type { ReceiptFacts } from './receipts.repository';

/** A confirmed payment in words: what the e-mail and the PDF both say, so the two never disagree. */
export type Receipt = {
  reference: string;
  paidAt: string;
  paidBy: string;
  paidByEmail: string;
  paidTo: string;
  forRequest: string;
  document: string;
  documentOwner: string;
  lines: { label: string; amount: string }[];
  total: string;
  method: string;
  /** What became of a refund, when one was asked for: a receipt must not read as money still held. */
  refundNote: string | null;
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

const moneyFormats = new Map<string, Intl.NumberFormat>();
/**
 * Minor units (kobo) with the currency's code: NGN 5,000.00. The code, not the sign: the PDF's standard fonts have no
 * ₦, and a receipt names its currency beyond doubt.
 */
export function formatMinor(amountMinor: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', { style: 'currency', currency, currencyDisplay: 'code' });
    moneyFormats.set(currency, format);
  }
  return format.format(amountMinor / 100);
}

const refundNotes: Record<NonNullable<ReceiptFacts['refund_status']>, string> = {
  requested: 'A refund of this payment has been asked for.',
  pending: 'A refund of this payment is on its way.',
  processed: 'This payment was refunded.',
  failed: 'A refund of this payment was attempted and failed; an administrator will try again.',
};

const methods: Record<string, string> = { sandbox: 'Sandbox checkout (no money moved)', paystack: 'Paystack' };

export function receiptOf(facts: ReceiptFacts): Receipt {
  const money = (minor: number) => formatMinor(minor, facts.currency);
  const lines = [
    { label: 'Verification service charge', amount: facts.service_charge_minor },
    { label: `${facts.organisation_name} surcharge`, amount: facts.organisation_surcharge_minor },
    { label: 'Platform surcharge', amount: facts.platform_surcharge_minor },
  ].filter((line) => line.amount > 0);
  return {
    reference: facts.reference,
    paidAt: dateTime.format(new Date(facts.settled_at ?? Date.now())),
    paidBy: `${facts.payer_first_name} ${facts.payer_last_name}`,
    paidByEmail: facts.payer_email,
    paidTo: facts.organisation_name,
    forRequest: facts.application_id,
    document: facts.document_type_name,
    documentOwner: [facts.owner_first_name, facts.owner_middle_name, facts.owner_last_name].filter(Boolean).join(' '),
    lines: lines.map((line) => ({ label: line.label, amount: money(line.amount) })),
    total: money(facts.amount_minor),
    method: [methods[facts.gateway ?? ''] ?? 'Card', facts.gateway_reference].filter(Boolean).join(', reference '),
    refundNote: facts.refund_status ? refundNotes[facts.refund_status] : null,
  };
}
