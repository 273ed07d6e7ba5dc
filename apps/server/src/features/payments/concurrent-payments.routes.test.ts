import { ZPaymentAuthorisation } from '@docverify/contract/payments/payment';
import { expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { documentRow, signedInUser, unpaidRequest } from './testing/payment-fixtures';

describeOnEachDatabase(
  'many people paying at once',
  (database) => createTestApp(database),
  (t) => {
    // The payments, their requests and the tallies of both are written in one transaction per step, the steps
    // writing them in different orders; on PostgreSQL the tallies are applied at commit in one order (decision 075).
    it('settles every payment, none refused by a deadlock', async () => {
      const { request, database } = t();
      const payers = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const user = await signedInUser(t(), database);
          return { user, document: await unpaidRequest(t(), database, user) };
        }),
      );
      const statuses = await Promise.all(
        payers.map(async ({ user, document }) => {
          const started = await request({
            method: 'POST',
            url: '/api/doc/initiate/payment',
            token: user.token,
            payload: { doc_id: document.id },
          });
          if (started.status !== 200) return started.status;
          const { reference } = ZPaymentAuthorisation.parse(JSON.parse(started.body.data));
          const decided = await request({
            method: 'POST',
            url: `/api/payments/sandbox/${reference}/decide`,
            token: user.token,
            payload: { outcome: 'approve' },
          });
          return decided.status;
        }),
      );
      expect(statuses).toEqual(payers.map(() => 200));
      for (const { document } of payers) expect((await documentRow(database, document.id)).status).toBe('submitted');
    });
  },
);
