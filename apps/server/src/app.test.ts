import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';
import { describeOnEachDatabase } from './testing/test-database';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Document and Qualification Verification</title>',
);

/** Helmet's defaults with the web app's style and image sources: on every answer, whatever its route or status. */
// What a page, a file or anything not JSON carries: helmet's set.
const pageHeaders = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

// What a JSON answer carries: data, never a page; nothing may frame it, load from it or keep it.
const apiHeaders = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

describeOnEachDatabase(
  'the HTTP application',
  (database) => createTestApp(database, { WEB_DIST_DIR: webDist }),
  (t) => {
    it('serves the OpenAPI document generated from the contract, and its browser at /api/docs', async () => {
      const { request } = t();
      const spec = await request({ method: 'GET', url: '/api/docs/json' });
      expect(spec.status).toBe(200);
      expect(Object.keys(spec.body.paths)).toEqual(
        expect.arrayContaining([
          '/api/signup',
          '/api/login',
          '/api/user',
          '/api/otp/verify',
          '/api/system/admin/login',
          '/api/system/admin/signup',
          // The upload routes, registered in a scope of their own (withUploads).
          '/api/doc/verify',
          '/api/doc/answer',
          '/api/verifier/verify/document',
          '/api/system/admin/verify/document',
        ]),
      );
      expect(spec.body.paths['/api/signup'].post.requestBody.content['application/json'].schema.required).toEqual(
        expect.arrayContaining(['email', 'password', 'category']),
      );
      expect((await request({ method: 'GET', url: '/api/docs' })).status).toBeLessThan(400);
    });

    it('answers unknown API paths and malformed bodies with the one error shape', async () => {
      const { request } = t();
      const missing = await request({ method: 'GET', url: '/api/nothing-here' });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      const broken = await request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{oops',
      });
      expect(broken.status).toBe(400);
      expect(broken.body.code).toBe('VALIDATION');
      const wrongType = await request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(wrongType.status).toBe(415);
    });

    it('serves the web app for client routes, not for the API', async () => {
      const { app } = t();
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('Document and Qualification Verification');
      const page = await app.inject({ method: 'GET', url: '/signup/REF12345' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('Document and Qualification Verification');
    });

    it('sends security headers on every answer: the API set on JSON (results and errors), the page set on the rest', async () => {
      const { app } = t();
      fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {};');
      for (const [method, url, status, expected] of [
        ['GET', '/api/organisations/signup-choices', 200, apiHeaders],
        ['GET', '/api/user', 401, apiHeaders],
        ['POST', '/api/login', 400, apiHeaders],
        ['GET', '/api/nothing-here', 404, apiHeaders],
        ['GET', '/', 200, pageHeaders],
        ['GET', '/assets/app.js', 200, pageHeaders],
        ['GET', '/api/docs', 200, pageHeaders],
        ['GET', '/health/live', 200, apiHeaders],
      ] as const) {
        const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, url).toBe(status);
        expect(response.headers, url).toMatchObject(expected);
        expect(response.headers['x-powered-by'], url).toBeUndefined();
        if (expected === apiHeaders) {
          // Only what the API set names: no page header rides along on data.
          expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
          expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
        }
      }
    });

    it('compresses JSON answers over 2 KB for a client that accepts it, and never inflates a request body', async () => {
      const { app } = t();
      const url = '/api/organisations/signup-choices';
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(2048);

      const gzipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=1, gzip;q=1' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gzipped.headers).toMatchObject(apiHeaders);
      // Compressed in one call: an exact length (longer answers and CSV streams are chunked).
      expect(gzipped.headers['content-length']).toBe(String(gzipped.rawPayload.length));
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

      const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

      // A small answer of the API is not worth it (the health checks are outside its scope altogether).
      const small = await app.inject({ method: 'GET', url: '/api/user', headers: { 'accept-encoding': 'gzip' } });
      expect(small.statusCode).toBe(401);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().code).toBeDefined();

      // A compressed body is read as the bytes it is: the JSON parser refuses it, nothing is inflated.
      const body = zlib.gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(10_000) }));
      const inflated = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: body,
      });
      expect(inflated.statusCode).toBe(400);
      expect(inflated.json().code).toBe('VALIDATION');
    });

    it('keeps JSON answers out of every cache unless their route chose a rule of its own', async () => {
      const { app } = t();
      const signupChoices = await app.inject({ method: 'GET', url: '/api/organisations/signup-choices' });
      expect(signupChoices.headers['cache-control']).toBe('no-store');
      const keys = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      expect(keys.statusCode).toBe(200);
      expect(keys.headers['cache-control']).toBe('public, max-age=300');
      expect(keys.headers['content-security-policy']).toBe(apiHeaders['content-security-policy']);
    });

    it('keeps a dev mailbox page and JSON outside production', async () => {
      const { request, app } = t();
      await request({
        method: 'POST',
        url: '/api/signup',
        payload: {
          firstName: 'Mo',
          lastName: 'Salah',
          email: 'mo@example.com',
          password: 'secret123',
          category: 'student',
        },
      });
      const json = await request({ method: 'GET', url: '/api/dev/mailbox?to=MO@example.com' });
      expect(json.body.data).toHaveLength(1);
      expect(json.body.data[0].subject).toMatch(/^Your verification code is \d{6}$/);
      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).toContain('Dev mailbox');
      expect(page.body).toContain('mo@example.com');
    });
  },
);

describeOnEachDatabase(
  'the HTTP application in production',
  (database) =>
    createTestApp(database, {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALLOW_OUTBOX_MAIL: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      WEB_DIST_DIR: webDist,
    }),
  (t) => {
    it('has no dev mailbox', async () => {
      const { request } = t();
      expect((await request({ method: 'GET', url: '/api/dev/mailbox' })).status).toBe(404);
      const page = await request({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).not.toContain('Dev mailbox');
    });
  },
);
