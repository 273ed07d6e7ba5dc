import { expect, it } from 'vitest';
import { createAdmin } from '../../testing/factories';
import { pdfText } from '../../testing/pdf-text';
import { signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { formatMinor } from './receipt';
import { openSandboxCheckout, paidSandboxRequest, signedInUser } from './testing/payment-fixtures';

describeOnEachDatabase(
  "the payer's receipt",
  (database) => createTestApp(database, { PUBLIC_URL: 'https://docverify.example' }),
  (t) => {
    const receiptOf = async (reference: string, token: string) => {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/receipts/${reference}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
    };

    const paid = () => paidSandboxRequest(t());

    it('e-mails the payer a receipt once, when the payment is confirmed, with every amount and the reference', async () => {
      const { user, payment, document } = await paid();
      // A replayed confirmation changes nothing and sends nothing.
      const replay = await t().request({
        method: 'POST',
        url: '/api/confirm/transaction/global',
        token: user.token,
        payload: { reference: payment.reference },
      });
      expect(replay.status).toBe(200);

      const mail = await t()
        .database.db.selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', user.email)
        .where('subject', 'like', 'Receipt for your payment%')
        .execute();
      expect(mail).toHaveLength(1);
      const total = formatMinor(payment.amount_minor, payment.currency);
      expect(mail[0]!.subject).toBe(`Receipt for your payment ${payment.reference}: ${total}`);
      expect(mail[0]!.text_body).toContain(`request ${document.application_id}`);
      expect(mail[0]!.text_body).toContain(
        `Verification service charge: ${formatMinor(payment.service_charge_minor, payment.currency)}`,
      );
      expect(mail[0]!.text_body).toContain(`Total paid: ${total}`);
      expect(mail[0]!.text_body).toContain('https://docverify.example/dashboard/transaction');
    });

    it('gives the payer and administrators the receipt PDF, and nobody else', async () => {
      const { user, payment, document } = await paid();

      const own = await receiptOf(payment.reference, user.token);
      expect(own.status, own.bytes.toString().slice(0, 200)).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toContain(`receipt-${payment.reference}.pdf`);
      const text = (await pdfText(own.bytes)).join('\n');
      expect(text).toContain('Receipt');
      expect(text).toContain(`Payment ${payment.reference}`);
      expect(text).toContain(document.application_id);
      expect(text).toContain(formatMinor(payment.amount_minor, payment.currency));
      expect(text).not.toContain('?');

      const admin = await createAdmin(t().database.db, '2');
      expect((await receiptOf(payment.reference, await signInAdmin(t(), admin))).status).toBe(200);

      const stranger = await signedInUser(t(), t().database);
      const refused = await receiptOf(payment.reference, stranger.token);
      expect(refused.status).toBe(404);
      expect((await receiptOf('DV-NO-SUCH-REF', user.token)).status).toBe(404);
    });

    it('refuses a receipt for a payment not confirmed (409), and without a session (401)', async () => {
      const { user, checkout } = await openSandboxCheckout(t());
      const pending = await receiptOf(checkout.reference, user.token);
      expect(pending.status).toBe(409);
      expect(JSON.parse(pending.bytes.toString()).message).toBe('A receipt is issued once the payment is confirmed');
      const anonymous = await t().app.inject({ method: 'GET', url: `/api/receipts/${checkout.reference}` });
      expect(anonymous.statusCode).toBe(401);
    });
  },
);
