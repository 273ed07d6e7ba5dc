import { ZTransactionsResponse } from '@docverify/contract/payments/payment';
import { expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { openSandboxCheckout, paymentRow, signedInUser, unpaidRequest } from './testing/payment-fixtures';

describeOnEachDatabase(
  'payment routes: access, bad input and the transactions list',
  (database) => createTestApp(database),
  (t) => {
    const openCheckout = () => openSandboxCheckout(t());

    it("answers 404 for someone else's request, payment or checkout, and changes nothing", async () => {
      const { request, database, document, checkout } = await openCheckout();
      const stranger = await signedInUser(t(), database);
      const calls = [
        { method: 'POST', url: '/api/doc/initiate/payment', payload: { doc_id: document.id } },
        { method: 'POST', url: '/api/doc/initiate/zenithPayment', payload: { doc_id: document.id } },
        { method: 'POST', url: '/api/generate/transaction/id', payload: { doc_id: document.id } },
        { method: 'POST', url: '/api/confirm/transaction/global', payload: { reference: checkout.reference } },
        { method: 'GET', url: `/api/payments/sandbox/${checkout.reference}` },
        { method: 'POST', url: `/api/payments/sandbox/${checkout.reference}/decide`, payload: { outcome: 'approve' } },
      ] as const;
      for (const call of calls) {
        const refused = await request({ ...call, token: stranger.token });
        expect(refused.status, call.url).toBe(404);
        expect(refused.body.code).toBe('NOT_FOUND');
      }
      expect((await paymentRow(database, checkout.reference)).status).toBe('pending');
      const theirs = await request({ method: 'GET', url: '/api/user/view/transactions', token: stranger.token });
      expect(theirs.body).toMatchObject({ data: [], total: 0, totalPages: 1 });
    });

    it('answers 401 without a token on every payment route', async () => {
      const { request } = t();
      for (const [method, url] of [
        ['POST', '/api/doc/initiate/payment'],
        ['POST', '/api/doc/initiate/zenithPayment'],
        ['POST', '/api/confirm/transaction/global'],
        ['POST', '/api/generate/transaction/id'],
        ['GET', '/api/user/view/transactions'],
        ['GET', '/api/payments/sandbox/DV-1'],
        ['POST', '/api/payments/sandbox/DV-1/decide'],
      ] as const) {
        const refused = await request({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(refused.status, url).toBe(401);
        expect(refused.body.code).toBe('UNAUTHENTICATED');
      }
    });

    it('names the field of a bad input', async () => {
      const { request, database } = t();
      const user = await signedInUser(t(), database);
      const empty = await request({ method: 'POST', url: '/api/doc/initiate/payment', token: user.token, payload: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ doc_id: 'Document is required' });
      const noReference = await request({
        method: 'POST',
        url: '/api/confirm/transaction/global',
        token: user.token,
        payload: { reference: ' ' },
      });
      expect(noReference.body.errors).toEqual({ reference: 'Reference is required' });
      const badOutcome = await request({
        method: 'POST',
        url: '/api/payments/sandbox/DV-1/decide',
        token: user.token,
        payload: { outcome: 'maybe' },
      });
      expect(badOutcome.status).toBe(400);
      expect(badOutcome.body.errors).toEqual({ outcome: 'Approve or decline' });
      const badPage = await request({ method: 'GET', url: '/api/user/view/transactions?page=0', token: user.token });
      expect(badPage.body.errors).toEqual({ page: 'Page must be 1 or more' });
    });

    it('pages transactions 9 at a time, newest first', async () => {
      const { request, database, clock } = t();
      const user = await signedInUser(t(), database);
      const references: string[] = [];
      for (let i = 0; i < 11; i++) {
        clock.advance(1);
        const document = await unpaidRequest(t(), database, user);
        await database.db
          .updateTable('payments')
          .set({ created_at: clock.now().toISOString() })
          .where('reference', '=', document.ref_id)
          .execute();
        references.push(document.ref_id);
      }
      const first = ZTransactionsResponse.parse(
        (await request({ method: 'GET', url: '/api/user/view/transactions', token: user.token })).body,
      );
      expect(first).toMatchObject({ page: 1, pageSize: 9, total: 11, totalPages: 2 });
      expect(first.data.map((p) => p.ref_id)).toEqual(references.slice(2).reverse());
      expect(first.data[0]).toMatchObject({ uploaded_by_email: user.email, payment_status: 'pending', gateway: null });
      const second = await request({ method: 'GET', url: '/api/user/view/transactions?page=2', token: user.token });
      expect(second.body.data.map((p: { ref_id: string }) => p.ref_id)).toEqual(references.slice(0, 2).reverse());
    });
  },
);
