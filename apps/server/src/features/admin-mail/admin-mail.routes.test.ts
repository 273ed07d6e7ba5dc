import { expect, it } from 'vitest';
import { enqueueMail, markAttemptFailed } from '../../outbox/outbox.repository';
import { createAdmin, createUser } from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

describeOnEachDatabase(
  'mail that is not getting through, for administrators',
  async (database) => {
    const app = await createTestApp(database);
    return {
      ...app,
      adminToken: await signInAdmin(app, await createAdmin(database.db)),
      personToken: await signIn(app, await createUser(database.db)),
    };
  },
  (t) => {
    const stored = async (to: string) =>
      enqueueMail(
        t().database.db,
        { to, subject: 'APP-2026-X: verified', text: 'Hello' },
        {
          clock: t().clock,
          from: 'no-reply@docverify.test',
        },
      );

    it('lists failed and retrying messages with the reason, newest first, to administrators only', async () => {
      const { request, database, clock } = t();
      const failed = await stored('gone@example.com');
      await markAttemptFailed(database.db, failed, { reason: '550 5.1.1 No such mailbox', retryAt: undefined });
      const retrying = await stored('later@example.com');
      await markAttemptFailed(database.db, retrying, {
        reason: 'connect ECONNREFUSED',
        retryAt: new Date(clock.now().getTime() + 60_000),
      });
      await stored('fine@example.com');

      const list = await request({ method: 'GET', url: '/api/system/admin/mail/undelivered', token: t().adminToken });
      expect(list.status).toBe(200);
      const byTo = Object.fromEntries(list.body.data.map((mail: { to: string }) => [mail.to, mail]));
      expect(byTo['gone@example.com']).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: '550 5.1.1 No such mailbox',
      });
      expect(byTo['later@example.com']).toMatchObject({ status: 'pending', last_error: 'connect ECONNREFUSED' });
      expect(byTo['fine@example.com']).toBeUndefined();

      expect((await request({ method: 'GET', url: '/api/system/admin/mail/undelivered' })).status).toBe(401);
      expect(
        (await request({ method: 'GET', url: '/api/system/admin/mail/undelivered', token: t().personToken })).status,
      ).toBe(403);
    });

    it('puts a failed message back in the queue, once, and records who did it', async () => {
      const { request, database } = t();
      const failed = await stored('retry@example.com');
      await markAttemptFailed(database.db, failed, { reason: '550 refused', retryAt: undefined });
      const retry = () =>
        request({
          method: 'POST',
          url: '/api/system/admin/mail/retry',
          token: t().adminToken,
          payload: { ids: [failed] },
        });
      const first = await retry();
      expect(first.status).toBe(200);
      expect(first.body.data.retried).toBe(1);
      expect((await retry()).body.data.retried).toBe(0);
      const row = await database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', failed)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      const audit = await database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'mail.retried')
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('refuses a retry without messages, or of too many, naming the field; and a person who is not an administrator', async () => {
      const { request } = t();
      const post = (payload: object, token = t().adminToken) =>
        request({ method: 'POST', url: '/api/system/admin/mail/retry', token, payload });
      const empty = await post({ ids: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toHaveProperty('ids');
      expect((await post({ ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) })).status).toBe(400);
      expect((await post({ ids: ['x'] }, t().personToken)).status).toBe(403);
    });
  },
);
