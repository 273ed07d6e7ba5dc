import { expect, it } from 'vitest';
import { createOrganisationUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { CANCEL_REASON, NOT_PAID } from './cancel-request';
import { REVIEW_STARTED } from './refunds';
import {
  documentRow,
  openSandboxCheckout,
  paidSandboxRequest,
  paymentRow,
  signedInUser,
} from './testing/payment-fixtures';

describeOnEachDatabase(
  'a requester cancels a paid request before review',
  (database) => createTestApp(database),
  (t) => {
    const paidRequest = () => paidSandboxRequest(t());
    const cancel = (documentId: string, token: string) =>
      t().request({ method: 'POST', url: `/api/documents/${documentId}/cancel`, token });

    it('withdraws the request and refunds the payment in full, once, telling the payer', async () => {
      const { user, document, checkout } = await paidRequest();

      const answer = await cancel(document.id, user.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe('Your request is cancelled and your payment is being refunded');
      expect(answer.body.data).toMatchObject({ status: 'processed', reason: CANCEL_REASON });
      expect(await documentRow(t().database, document.id)).toMatchObject({ status: 'archived' });
      expect(await paymentRow(t().database, checkout.reference)).toMatchObject({ refund_status: 'processed' });
      const mail = await t()
        .database.db.selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', user.email)
        .where('subject', 'like', '%payment refunded')
        .execute();
      expect(mail).toHaveLength(1);

      const again = await cancel(document.id, user.token);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This request was already cancelled or withdrawn');
    });

    it('refuses once the verifying body has started its review', async () => {
      const { user, document } = await paidRequest();
      const { user: verifier } = await createOrganisationUser(t().database.db, {
        organisation: await t()
          .database.db.selectFrom('organisations')
          .selectAll()
          .where('id', '=', document.organisation_id)
          .executeTakeFirstOrThrow(),
      });
      const started = await t().request({
        method: 'POST',
        url: '/api/verifier/review/document',
        token: await signIn(t(), verifier),
        payload: { doc_id: document.id },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);

      const answer = await cancel(document.id, user.token);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(REVIEW_STARTED);
      expect(await documentRow(t().database, document.id)).toMatchObject({ status: 'pending' });
    });

    it('refuses an unpaid request (409), anyone else’s (404) and keeps the request', async () => {
      const { user, document } = await openSandboxCheckout(t());
      const unpaid = await cancel(document.id, user.token);
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toBe(NOT_PAID);

      const paid = await paidRequest();
      const stranger = await signedInUser(t(), t().database);
      expect((await cancel(paid.document.id, stranger.token)).status).toBe(404);
      expect((await documentRow(t().database, paid.document.id)).status).toBe('submitted');
    });
  },
);
