import { expect, it } from 'vitest';
import { createUser } from './testing/factories';
import { createTestApp } from './testing/test-app';
import { describeOnEachDatabase } from './testing/test-database';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** An operation with a security requirement; `security: []` says, as no `security` at all does, that none is needed. */
const needsToken = (operation: unknown) => ((operation as { security?: unknown[] }).security?.length ?? 0) > 0;

// Bodies a careless or hostile client might send; none may produce a 500 or a partial write.
const junkBodies: { label: string; payload: string; contentType: string }[] = [
  { label: 'null', payload: 'null', contentType: 'application/json' },
  { label: 'an array', payload: '[1,2,3]', contentType: 'application/json' },
  { label: 'a string', payload: '"hello"', contentType: 'application/json' },
  {
    label: 'wrong types',
    payload: JSON.stringify({ email: 42, password: {}, code: [], invitation: true, firstName: null }),
    contentType: 'application/json',
  },
  { label: 'broken JSON', payload: '{"email": ', contentType: 'application/json' },
  {
    label: 'huge strings',
    payload: JSON.stringify({
      email: `${'a'.repeat(5000)}@x.io`,
      password: 'p'.repeat(5000),
      firstName: 'f'.repeat(5000),
    }),
    contentType: 'application/json',
  },
  {
    label: 'NUL characters',
    payload: JSON.stringify({
      email: 'a@b.co',
      password: 'pass\u0000word1',
      firstName: 'A\u0000',
      lastName: 'B',
      category: 'indv',
      code: '123456',
    }),
    contentType: 'application/json',
  },
  { label: 'a form post', payload: 'email=a%40b.co&password=x', contentType: 'application/x-www-form-urlencoded' },
];

describeOnEachDatabase(
  'bad input on every route',
  (database) => createTestApp(database),
  (t) => {
    it('answers 4xx in the one error shape, never 500, for every route of the OpenAPI document', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const { body: login } = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      const { body: spec } = await request({ method: 'GET', url: '/api/docs/json' });
      const routes = Object.entries((spec as OpenApi).paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{[^}]+\}/g, '%00..%2F'),
        })),
      );
      expect(routes.length).toBeGreaterThan(10);

      const failures: string[] = [];
      for (const route of routes) {
        for (const token of [undefined, login.token as string]) {
          const attempts = route.method === 'GET' ? [undefined] : junkBodies;
          for (const junk of attempts) {
            const response = await request({
              method: route.method as 'GET' | 'POST',
              url: `/api${route.path.replace(/^\/api/, '')}?to=${'%FF'.repeat(3)}`,
              token,
              ...(junk ? { payload: junk.payload, headers: { 'content-type': junk.contentType } } : {}),
            });
            const label = `${route.method} ${route.path} ${junk?.label ?? ''} ${token ? 'signed in' : 'anonymous'}`;
            if (response.status >= 500) failures.push(`${label}: ${response.status}`);
            else if (
              response.status >= 400 &&
              !(typeof response.body === 'object' && response.body?.code && response.body?.message)
            ) {
              failures.push(`${label}: ${response.status} without the error shape`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it('names the field that holds a NUL character', async () => {
      const { request } = t();
      const response = await request({
        method: 'POST',
        url: '/api/signup',
        payload: {
          firstName: 'Ada\u0000',
          lastName: 'Obi',
          email: 'nul@example.com',
          password: 'secret123',
          category: 'indv',
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ firstName: 'Text must not contain NUL characters' });
    });

    it('refuses a body over the size limit with 413', async () => {
      const { request } = t();
      const response = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('ends a session when its seven days are up', async () => {
      const { request, database, clock } = t();
      const user = await createUser(database.db);
      const { body } = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      clock.advance(7 * 24 * 60 * 60 - 60);
      expect((await request({ method: 'GET', url: '/api/user', token: body.token })).status).toBe(200);
      clock.advance(120);
      expect((await request({ method: 'GET', url: '/api/user', token: body.token })).status).toBe(401);
    });
  },
);

describeOnEachDatabase(
  'sign-in required',
  (database) => createTestApp(database),
  (t) => {
    it('answers 401 before reading the body on every route the OpenAPI document marks as needing a token', async () => {
      const { request } = t();
      const { body: spec } = await request({ method: 'GET', url: '/api/docs/json' });
      const guarded = Object.entries((spec as OpenApi).paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => needsToken(operation))
          .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
      );
      expect(guarded.length).toBeGreaterThan(20);
      const answers = await Promise.all(
        guarded.map(async (route) => {
          const response = await request({
            method: route.method as 'GET' | 'POST',
            url: route.path,
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          return `${route.method} ${route.path}: ${response.status}`;
        }),
      );
      expect(answers.filter((answer) => !answer.endsWith(': 401'))).toEqual([]);

      // Every other route is public on purpose; a new one must be added here knowingly.
      const open = Object.entries((spec as OpenApi).paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => !needsToken(operation))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(open.sort()).toEqual(
        [
          'GET /api/dev/mailbox',
          'GET /api/files/{token}',
          'GET /api/organisations/signup-choices',
          'GET /api/referral/{code}',
          'GET /api/system/admin/invitation/{token}',
          'GET /api/viewer/{viewerCode}',
          'POST /api/forgotpassword',
          'POST /api/login',
          'POST /api/otp/resend',
          'POST /api/otp/verify',
          'POST /api/resetpassword',
          'POST /api/signup',
          'POST /api/system/admin/forgotpassword',
          'POST /api/system/admin/login',
          'POST /api/system/admin/otp/verify',
          'POST /api/system/admin/resetpassword',
          'POST /api/system/admin/signup',
          'GET /api/staff/invitation/{token}',
          'POST /api/staff/invitation/accept',
          // Signing in with a passkey instead of a password: the challenge, and the signed answer.
          'POST /api/auth/passkey/options',
          'POST /api/auth/passkey/sign-in',
          // What strangers' verifiers read (the signed token authorises the certificate link).
          'GET /.well-known/jwks.json',
          'GET /api/credentials/{code}',
          'GET /api/status-lists/{id}',
          // Who signs the credentials (PUBLIC_URL): what the public pages compare a credential's issuer with.
          'GET /api/issuer',
          'GET /api/certificates/{token}',
          // The load balancer's probes: they say whether the instance can serve, nothing about anyone.
          'GET /health/live',
          'GET /health/ready',
        ].sort(),
      );
    });
  },
);
