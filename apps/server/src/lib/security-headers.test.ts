import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

/** A bare app with only the security headers, answering JSON, a page and JSON that set its own cache rule. */
async function app() {
  const app = Fastify();
  await registerSecurityHeaders(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/problem', async (_request, reply) => reply.type('application/problem+json').send('{}'));
  app.get('/keys', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send({ keys: [] }));
  return app;
}

describe('registerSecurityHeaders', () => {
  it('gives JSON (any +json type too) only the API set, and keeps it out of caches', async () => {
    const server = await app();
    for (const url of ['/json', '/problem']) {
      const { headers } = await server.inject({ url });
      expect(headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['cache-control'], url).toBe('no-store');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
  });

  it("gives anything else helmet's page set, and leaves a header the route chose as it is", async () => {
    const server = await app();
    const page = await server.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBeUndefined();
    const keys = await server.inject({ url: '/keys' });
    expect(keys.headers['cache-control']).toBe('public, max-age=300');
    expect(keys.headers['x-frame-options']).toBe('DENY');
  });
});
