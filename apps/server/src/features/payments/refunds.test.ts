import { expect, it } from 'vitest';
import { createAdmin } from '../../testing/factories';
import { giveTestPasskey, signInAdmin } from '../../testing/sign-in';
import { describeOnEachDatabase } from '../../testing/test-database';
import { reconcileRefunds } from './reconcile';
import { ALREADY_REFUNDED, NOT_REFUNDABLE, VERIFIED_NOT_REFUNDABLE } from './refunds';
import { documentRow, paymentRow, paystackTestApp, signedInUser, unpaidRequest } from './testing/payment-fixtures';

describeOnEachDatabase(
  'refunding a payment through Paystack',
  async (database) => {
    const app = await paystackTestApp(database);
    const admin = await createAdmin(database.db, '2');
    const adminToken = await signInAdmin(app, admin);
    // Refunds ask for the second factor again after five minutes, and tests move the clock: given afresh each time.
    return { ...app, admin, adminToken };
  },
  (t) => {
    /** A request paid through Paystack: submitted to its body, its payment confirmed. */
    async function paidRequest() {
      const app = t();
      const payer = await signedInUser(app, app.database);
      const document = await unpaidRequest(app, app.database, payer);
      const started = await app.request({
        method: 'POST',
        url: '/api/doc/initiate/payment',
        token: payer.token,
        payload: { doc_id: document.id },
      });
      expect(started.status).toBe(200);
      const reference = document.ref_id;
      app.standIn.complete(reference, 'success');
      const confirmed = await app.request({
        method: 'POST',
        url: '/api/confirm/transaction/global',
        token: payer.token,
        payload: { reference },
      });
      expect(confirmed.body.message).toBe('Payment confirmed');
      const payment = await paymentRow(app.database, reference);
      return { ...app, payer, document, reference, payment };
    }

    /** The administrator's session, its second factor given again (refunds ask after five minutes). */
    const steppedUpAdmin = async () => {
      await giveTestPasskey(t(), t().adminToken, t().admin);
      return t().adminToken;
    };

    const refund = async (paymentId: string, payload: Record<string, unknown>, token?: string) =>
      t().request({
        method: 'POST',
        url: `/api/system/admin/transactions/${paymentId}/refund`,
        token: token ?? (await steppedUpAdmin()),
        payload,
      });

    const spent = async (payerId: string) =>
      (await t()
        .database.db.selectFrom('payer_spending')
        .select(['count', 'amount'])
        .where('payer_user_id', '=', payerId)
        .executeTakeFirst()) ?? { count: 0, amount: 0 };

    it('refunds in full through Paystack, withdraws the request, tells the payer and stops counting the money', async () => {
      const { database, standIn, payer, document, reference, payment } = await paidRequest();
      expect(Number((await spent(payer.id)).amount)).toBe(payment.amount_minor);

      const answer = await refund(payment.id, { reason: 'The university closed its verification office' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        message: 'The refund was sent: the gateway pays it back within a few days',
        data: { status: 'pending', amount: payment.amount_minor, currency: payment.currency },
      });
      const [sent] = standIn.refunds().filter((r) => r.transaction_reference === reference);
      expect(sent).toMatchObject({
        amount: payment.amount_minor,
        merchant_note: 'The university closed its verification office',
      });

      expect(await paymentRow(database, reference)).toMatchObject({ status: 'confirmed', refund_status: 'pending' });
      expect(await documentRow(database, document.id)).toMatchObject({ status: 'archived' });
      expect(Number((await spent(payer.id)).amount)).toBe(0);
      const mail = await database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', payer.email)
        .where('subject', 'like', '%payment refunded')
        .execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text_body).toContain('The university closed its verification office');
      const audit = await database.db
        .selectFrom('audit_log')
        .select(['action', 'entity_id'])
        .where('entity_id', '=', document.id)
        .where('action', '=', 'document.refunded')
        .execute();
      expect(audit).toHaveLength(1);

      // Paystack pays it out and says so; a replay or a contradicting late event changes nothing.
      standIn.finishRefund(sent!.id, 'processed');
      const event = standIn.refundEvent(sent!.id);
      const webhook = () =>
        t().request({
          method: 'POST',
          url: '/api/payments/paystack/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature },
          payload: event.body,
        });
      expect((await webhook()).status).toBe(200);
      expect((await webhook()).status).toBe(200);
      standIn.finishRefund(sent!.id, 'failed');
      const late = standIn.refundEvent(sent!.id);
      await t().request({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': late.signature },
        payload: late.body,
      });
      expect(await paymentRow(database, reference)).toMatchObject({ refund_status: 'processed' });
      const shown = await t().request({
        method: 'GET',
        url: `/api/system/admin/transactions/${payment.id}/refund`,
        token: t().adminToken,
      });
      expect(shown.body.data).toMatchObject({
        status: 'processed',
        reason: 'The university closed its verification office',
      });

      // The request stays withdrawn: its body would otherwise work on a request nobody paid for.
      const restore = await t().request({
        method: 'POST',
        url: '/api/system/admin/update/document',
        token: await steppedUpAdmin(),
        payload: { doc_id: document.id, action: 'restore' },
      });
      expect(restore.status).toBe(409);
    });

    it('refunds once when asked twice at once; the gateway sees one refund', async () => {
      const { standIn, reference, payment } = await paidRequest();
      const answers = await Promise.all([
        refund(payment.id, { reason: 'Body cannot answer' }),
        refund(payment.id, { reason: 'Body cannot answer' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(ALREADY_REFUNDED);
      expect(standIn.refunds().filter((r) => r.transaction_reference === reference)).toHaveLength(1);
      expect((await refund(payment.id, { reason: 'Again' })).body.message).toBe(ALREADY_REFUNDED);
    });

    it('keeps a refund Paystack did not take, and sends it again from the job until it is paid', async () => {
      const { database, standIn, reference, payment, clock, ctx } = await paidRequest();
      standIn.setUnreachable(true);
      let answer;
      try {
        answer = await refund(payment.id, { reason: 'Body cannot answer' });
      } finally {
        standIn.setUnreachable(false);
      }
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'requested' });
      expect(answer.body.data.last_error).toMatch(/not answering/);
      expect(await paymentRow(database, reference)).toMatchObject({ refund_status: 'requested' });

      clock.advance(2 * 60);
      await reconcileRefunds(ctx);
      const [sent] = standIn.refunds().filter((r) => r.transaction_reference === reference);
      expect(sent).toBeDefined();
      expect(await paymentRow(database, reference)).toMatchObject({ refund_status: 'pending' });

      // No webhook ever comes: the job asks Paystack once the refund has been open a while.
      standIn.finishRefund(sent!.id, 'processed');
      await reconcileRefunds(ctx);
      expect(await paymentRow(database, reference)).toMatchObject({ refund_status: 'pending' });
      clock.advance(16 * 60);
      await reconcileRefunds(ctx);
      expect(await paymentRow(database, reference)).toMatchObject({ refund_status: 'processed' });
      expect(standIn.refunds().filter((r) => r.transaction_reference === reference)).toHaveLength(1);
    });

    it('refuses what cannot be refunded, with the reason or the field named', async () => {
      const app = t();
      const { payment, payer, document } = await paidRequest();
      expect((await refund(payment.id, {})).body).toMatchObject({
        code: 'VALIDATION',
        errors: { reason: expect.any(String) },
      });
      expect((await refund(payment.id, { reason: 'x'.repeat(501) })).status).toBe(400);
      expect((await refund('no-such-payment', { reason: 'Body cannot answer' })).status).toBe(404);
      expect((await refund(payment.id, { reason: 'Body cannot answer' }, payer.token)).status).toBe(403);

      const unpaid = await unpaidRequest(app, app.database, payer);
      const pending = await paymentRow(app.database, unpaid.ref_id);
      expect((await refund(pending.id, { reason: 'Body cannot answer' })).body.message).toBe(NOT_REFUNDABLE);

      await app.database.db
        .updateTable('documents')
        .set({ status: 'verified' })
        .where('id', '=', document.id)
        .execute();
      expect((await refund(payment.id, { reason: 'Body cannot answer' })).body.message).toBe(VERIFIED_NOT_REFUNDABLE);
      expect(await paymentRow(app.database, payment.reference)).toMatchObject({ refund_status: null });
    });
  },
);
