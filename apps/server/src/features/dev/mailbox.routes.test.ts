import { expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const secret = { to: 'admin@example.test', subject: 'Your password reset code is 918273', text: 'Code: 918273' };

const get = (app: TestApp, url: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
  app.request({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** What the server answers for a path it does not have, so a hidden mailbox looks exactly like none. */
async function expectAbsent(app: TestApp, remoteAddress?: string, headers: Record<string, string> = {}) {
  const json = await get(app, `/api/dev/mailbox?to=${secret.to}`, remoteAddress, headers);
  expect(json.status).toBe(404);
  expect(json.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  expect(JSON.stringify(json.body)).not.toContain('918273');
  const unknown = await get(app, '/api/dev/no-such-thing', remoteAddress, headers);
  expect(json.body.message).toBe(unknown.body.message.replace('/api/dev/no-such-thing', '/api/dev/mailbox'));

  const page = await get(app, '/dev/mailbox', remoteAddress, headers);
  expect(page.body).not.toContain('918273');
  expect(page.body).not.toContain('Dev mailbox');
  const unknownPage = await get(app, '/dev/no-such-page', remoteAddress, headers);
  expect({ status: page.status, type: page.headers['content-type'] }).toEqual({
    status: unknownPage.status,
    type: unknownPage.headers['content-type'],
  });
}

describeOnEachDatabase(
  'the dev mailbox (hole 10)',
  async (database) => {
    const apps = {
      local: await createTestApp(database),
      remoteAllowed: await createTestApp(database, { DEV_MAILBOX_REMOTE: 'true' }),
      behindProxy: await createTestApp(database, { TRUST_PROXY: 'true' }),
      withSmtp: await createTestApp(database, { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' }),
      production: await createTestApp(database, {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        ALLOW_OUTBOX_MAIL: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        DEV_MAILBOX_REMOTE: 'true',
      }),
    };
    await apps.local.ctx.mailer.send(secret);
    return { ...apps, close: async () => void (await Promise.all(Object.values(apps).map((app) => app.close()))) };
  },
  (t) => {
    it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
      'serves the page and the JSON to this machine (%s)',
      async (address) => {
        const { local } = t();
        const json = await get(local, `/api/dev/mailbox?to=${secret.to}`, address);
        expect(json.status).toBe(200);
        expect(json.body.data).toEqual([expect.objectContaining({ subject: secret.subject })]);
        const page = await get(local, '/dev/mailbox', address);
        expect(page.status).toBe(200);
        expect(page.body).toContain('Dev mailbox');
        expect(page.body).toContain('918273');
      },
    );

    it.each(['203.0.113.9', '10.0.0.7', '192.168.1.20', '::ffff:203.0.113.9', '2001:db8::1', '128.0.0.1'])(
      'answers another machine (%s) as if there were no mailbox',
      async (address) => {
        await expectAbsent(t().local, address);
      },
    );

    it('looks at the connection, not at an X-Forwarded-For header anyone can write', async () => {
      const { local, behindProxy } = t();
      await expectAbsent(local, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
      // Even where the proxy header is trusted for request.ip, the mailbox does not take its word.
      await expectAbsent(behindProxy, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    });

    it('serves other machines when DEV_MAILBOX_REMOTE=true says so', async () => {
      const { remoteAllowed } = t();
      const json = await get(remoteAllowed, `/api/dev/mailbox?to=${secret.to}`, '203.0.113.9');
      expect(json.status).toBe(200);
      expect(json.body.data).toEqual([expect.objectContaining({ subject: secret.subject })]);
      expect((await get(remoteAllowed, '/dev/mailbox', '203.0.113.9')).body).toContain('918273');
    });

    it('does not exist once SMTP_URL is set, not even for this machine', async () => {
      const { withSmtp } = t();
      await expectAbsent(withSmtp);
      const spec = await get(withSmtp, '/api/docs/json');
      expect(Object.keys(spec.body.paths)).not.toContain('/api/dev/mailbox');
    });

    it('does not exist in production, not even for this machine nor with DEV_MAILBOX_REMOTE', async () => {
      const { production } = t();
      await expectAbsent(production);
      await expectAbsent(production, '203.0.113.9');
    });
  },
);
