import { ZSandboxCharge, ZTransactionsResponse } from '@docverify/contract/payments/payment';
import { expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { settlePayment } from './settle';
import {
  documentEvents,
  documentRow,
  openSandboxCheckout,
  paymentRow,
  signedInUser,
  unpaidRequest,
} from './testing/payment-fixtures';

describeOnEachDatabase(
  'paying through the sandbox gateway',
  (database) => createTestApp(database),
  (t) => {
    const openCheckout = () => openSandboxCheckout(t());

    it('starts a checkout on the sandbox for the quoted amount, ignoring any amount the client sends', async () => {
      const { request, database } = t();
      const user = await signedInUser(t(), database);
      const document = await unpaidRequest(t(), database, user);
      const quoted = await paymentRow(database, document.ref_id);
      const started = await request({
        method: 'POST',
        url: '/api/doc/initiate/payment',
        token: user.token,
        payload: { doc_id: document.id, amount: 1, currency: 'USD' },
      });
      expect(started.status).toBe(200);
      expect(typeof started.body.data).toBe('string');
      expect(JSON.parse(started.body.data)).toEqual({
        authorization_url: `/payments/sandbox/${document.ref_id}`,
        access_code: document.ref_id,
        reference: document.ref_id,
      });
      const charge = await request({
        method: 'GET',
        url: `/api/payments/sandbox/${document.ref_id}`,
        token: user.token,
      });
      expect(charge.status).toBe(200);
      expect(ZSandboxCharge.parse(charge.body)).toEqual({
        reference: document.ref_id,
        amount: quoted.amount_minor,
        currency: quoted.currency,
        email: user.email,
        outcome: null,
        callback_url: `/payments/return?reference=${document.ref_id}`,
      });
      expect(quoted.amount_minor).toBeGreaterThan(1);
      expect((await paymentRow(database, document.ref_id)).gateway).toBe('sandbox');

      // A second click on Pay reopens the same checkout.
      const again = await request({
        method: 'POST',
        url: '/api/doc/initiate/payment',
        token: user.token,
        payload: { doc_id: document.id },
      });
      expect(JSON.parse(again.body.data).reference).toBe(document.ref_id);
    });

    it('approving confirms the payment and submits the request, with one history event', async () => {
      const { request, database, user, document, checkout } = await openCheckout();
      const decided = await request({
        method: 'POST',
        url: `/api/payments/sandbox/${checkout.reference}/decide`,
        token: user.token,
        payload: { outcome: 'approve' },
      });
      expect(decided.status).toBe(200);
      expect(decided.body).toEqual({ redirect_url: `/payments/return?reference=${checkout.reference}` });

      const payment = await paymentRow(database, checkout.reference);
      expect(payment).toMatchObject({ status: 'confirmed', gateway: 'sandbox', failure_reason: null });
      expect(payment.settled_at).not.toBeNull();
      const row = await documentRow(database, document.id);
      expect(row).toMatchObject({ status: 'submitted', payment_status: 'confirmed' });
      expect(row.search_text).toContain('confirmed');
      const events = await documentEvents(database, document.id);
      expect(events.map((e) => [e.from_status, e.to_status, e.note])).toEqual([
        [null, 'awaiting_payment', null],
        ['awaiting_payment', 'submitted', 'Payment confirmed'],
      ]);

      // Deciding again is refused; confirming (twice) answers the same and adds nothing.
      const twice = await request({
        method: 'POST',
        url: `/api/payments/sandbox/${checkout.reference}/decide`,
        token: user.token,
        payload: { outcome: 'decline' },
      });
      expect(twice.status).toBe(409);
      const confirm = () =>
        request({
          method: 'POST',
          url: '/api/confirm/transaction/global',
          token: user.token,
          payload: { reference: checkout.reference },
        });
      const first = await confirm();
      const second = await confirm();
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Payment confirmed');
      expect(first.body.data.payment).toMatchObject({ ref_id: checkout.reference, payment_status: 'confirmed' });
      expect(second.body).toEqual(first.body);
      expect(await documentEvents(database, document.id)).toHaveLength(2);

      // Paid: no new attempt, no new checkout.
      for (const url of ['/api/generate/transaction/id', '/api/doc/initiate/payment']) {
        const refused = await request({ method: 'POST', url, token: user.token, payload: { doc_id: document.id } });
        expect(refused.status).toBe(409);
      }
    });

    it('declining fails the payment, keeps the request awaiting payment, and shows it failed in transactions', async () => {
      const { request, database, user, document, checkout } = await openCheckout();
      const decided = await request({
        method: 'POST',
        url: `/api/payments/sandbox/${checkout.reference}/decide`,
        token: user.token,
        payload: { outcome: 'decline' },
      });
      expect(decided.status).toBe(200);
      expect(await paymentRow(database, checkout.reference)).toMatchObject({
        status: 'failed',
        failure_reason: 'Declined at the sandbox checkout',
      });
      expect(await documentRow(database, document.id)).toMatchObject({
        status: 'awaiting_payment',
        payment_status: 'failed',
      });
      expect(await documentEvents(database, document.id)).toHaveLength(1);

      const confirmed = await request({
        method: 'POST',
        url: '/api/confirm/transaction/global',
        token: user.token,
        payload: { reference: checkout.reference },
      });
      expect(confirmed.body.message).toBe('Payment failed');
      const list = await request({ method: 'GET', url: '/api/user/view/transactions', token: user.token });
      expect(list.status).toBe(200);
      expect(ZTransactionsResponse.parse(list.body).data).toMatchObject([
        { ref_id: checkout.reference, payment_status: 'failed', failure_reason: 'Declined at the sandbox checkout' },
      ]);

      const retry = await request({
        method: 'POST',
        url: '/api/doc/initiate/payment',
        token: user.token,
        payload: { doc_id: document.id },
      });
      expect(retry.status).toBe(409);
      expect(retry.body.message).toBe('This payment failed: start a new payment');
    });

    it('after a failure opens a new attempt with a new reference; the old one stays failed; the new one pays', async () => {
      const { request, database, user, document, checkout, clock } = await openCheckout();
      await request({
        method: 'POST',
        url: `/api/payments/sandbox/${checkout.reference}/decide`,
        token: user.token,
        payload: { outcome: 'decline' },
      });
      clock.advance(5);
      const generated = await request({
        method: 'POST',
        url: '/api/generate/transaction/id',
        token: user.token,
        payload: { doc_id: document.id, amount: 5 },
      });
      expect(generated.status).toBe(200);
      const { ref_id: newReference, application_id } = generated.body.data;
      expect(application_id).toBe(document.application_id);
      expect(newReference).not.toBe(checkout.reference);
      const old = await paymentRow(database, checkout.reference);
      const fresh = await paymentRow(database, newReference);
      expect(old.status).toBe('failed');
      expect(fresh).toMatchObject({ status: 'pending', amount_minor: old.amount_minor, gateway: null });
      const row = await documentRow(database, document.id);
      expect(row).toMatchObject({ ref_id: newReference, payment_status: 'pending', status: 'awaiting_payment' });
      expect(row.search_text).toContain(newReference.toLowerCase());

      // Asking again while the new attempt is open answers the same reference, without another row.
      const same = await request({
        method: 'POST',
        url: '/api/generate/transaction/id',
        token: user.token,
        payload: { doc_id: document.id },
      });
      expect(same.body.data.ref_id).toBe(newReference);
      const attempts = await database.db
        .selectFrom('payments')
        .select('id')
        .where('document_id', '=', document.id)
        .execute();
      expect(attempts).toHaveLength(2);

      const started = await request({
        method: 'POST',
        url: '/api/doc/initiate/payment',
        token: user.token,
        payload: { doc_id: document.id },
      });
      expect(JSON.parse(started.body.data).reference).toBe(newReference);
      await request({
        method: 'POST',
        url: `/api/payments/sandbox/${newReference}/decide`,
        token: user.token,
        payload: { outcome: 'approve' },
      });
      expect(await documentRow(database, document.id)).toMatchObject({
        status: 'submitted',
        payment_status: 'confirmed',
      });
      const list = await request({ method: 'GET', url: '/api/user/view/transactions', token: user.token });
      expect(
        list.body.data.map((p: { ref_id: string; payment_status: string }) => [p.ref_id, p.payment_status]),
      ).toEqual([
        [newReference, 'confirmed'],
        [checkout.reference, 'failed'],
      ]);
    });

    it('confirming before the payer decides answers "not completed yet" and changes nothing', async () => {
      const { request, database, user, document, checkout } = await openCheckout();
      const confirmed = await request({
        method: 'POST',
        url: '/api/confirm/transaction/global',
        token: user.token,
        payload: { reference: checkout.reference },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.message).toBe('Payment not completed yet');
      expect(confirmed.body.data.payment.payment_status).toBe('pending');
      expect((await documentRow(database, document.id)).status).toBe('awaiting_payment');
    });

    it('settles once when two settlements race', async () => {
      const { ctx, database, document, checkout } = await openCheckout();
      const payment = await paymentRow(database, checkout.reference);
      const paid = { status: 'success', amountMinor: payment.amount_minor, currency: payment.currency } as const;
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          settlePayment(ctx, checkout.reference, { gateway: 'sandbox', verdict: paid, actorUserId: null }),
        ),
      );
      expect(results.filter((r) => r.changed)).toHaveLength(1);
      expect(await documentEvents(database, document.id)).toHaveLength(2);
      expect((await documentRow(database, document.id)).status).toBe('submitted');
    });

    it('accepts the card route as a multipart form, with the same answer', async () => {
      const { request, database } = t();
      const user = await signedInUser(t(), database);
      const document = await unpaidRequest(t(), database, user);
      const boundary = '----docverify';
      const started = await request({
        method: 'POST',
        url: '/api/doc/initiate/zenithPayment',
        token: user.token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="doc_id"\r\n\r\n${document.id}\r\n--${boundary}--\r\n`,
      });
      expect(started.status).toBe(200);
      expect(JSON.parse(started.body.data).authorization_url).toBe(`/payments/sandbox/${document.ref_id}`);
      const json = await request({
        method: 'POST',
        url: '/api/doc/initiate/zenithPayment',
        token: user.token,
        payload: { doc_id: document.id },
      });
      expect(json.body).toEqual(started.body);
      const missing = await request({
        method: 'POST',
        url: '/api/doc/initiate/zenithPayment',
        token: user.token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}--\r\n`,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty('doc_id');
    });
  },
);
