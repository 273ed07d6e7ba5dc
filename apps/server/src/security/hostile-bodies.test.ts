import { expect, it } from 'vitest';
import { paystackSignature } from '../features/payments/paystack-signature';
import { createUser } from '../testing/factories';
import { multipartPayload, sampleFiles } from '../testing/multipart';
import { signIn } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describeOnEachDatabase(
  'hostile JSON bodies',
  (database) => createTestApp(database, { PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_hostile' }),
  (t) => {
    it('refuses JSON nested deeper than the limit with a 400 that says so, on a public route', async () => {
      const { request } = t();
      const response = await request({
        method: 'POST',
        url: '/api/login',
        payload: nested(6000),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', errors: { body: expect.stringMatching(/nested/) } });
    });

    it('refuses deep objects too, and strings holding brackets do not count as nesting', async () => {
      const { request } = t();
      let deepObject = '1';
      for (let i = 0; i < 40; i++) deepObject = `{"a":${deepObject}}`;
      const deep = await request({
        method: 'POST',
        url: '/api/signup',
        payload: deepObject,
        headers: { 'content-type': 'application/json' },
      });
      expect(deep.status).toBe(400);
      expect(deep.body.errors.body).toMatch(/nested/);

      const bracketsInAString = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.co', password: `${'['.repeat(60)}"\\` },
      });
      expect(bracketsInAString.body.code).toBe('UNAUTHENTICATED');
    });

    it('still names the field of a NUL character hidden deep in an allowed body', async () => {
      const { request } = t();
      const response = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.co', password: 'x', extra: [[[{ note: 'a\u0000b' }]]] },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ 'extra.0.0.0.note': 'Text must not contain NUL characters' });
    });

    it('answers 400, not 500, when deep JSON is sent to a multipart route', async () => {
      const { request, database } = t();
      const token = await signIn(t(), await createUser(database.db));
      const response = await request({
        method: 'POST',
        url: '/api/doc/verify',
        token,
        payload: nested(3000),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors.body).toMatch(/nested/);
    });

    it('refuses a multipart form with 415 on a route that takes none, public or signed in', async () => {
      const { request, database } = t();
      const token = await signIn(t(), await createUser(database.db));
      const form = await multipartPayload(
        { email: 'a@b.co', password: 'x' },
        { name: 'a.pdf', bytes: sampleFiles.pdf() },
      );
      for (const [url, signedIn] of [
        ['/api/login', undefined],
        ['/api/get/documents', token],
      ] as const) {
        const response = await request({ method: 'POST', url, token: signedIn, ...form });
        expect(response.status).toBe(415);
        expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    });

    it('never walks the raw bytes of a webhook body', async () => {
      const { request } = t();
      // NUL bytes up to the size limit: walked as an object they would stall the server and be refused as text.
      const raw = Buffer.alloc(90 * 1024, 0);
      const response = await request({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/octet-stream',
          'x-paystack-signature': paystackSignature('sk_test_hostile', raw),
        },
      });
      expect(response.status).not.toBe(500);
      expect(JSON.stringify(response.body)).not.toMatch(/NUL/);
    });
  },
);
