import { allOperations } from '@docverify/contract/all-operations';
import { listDocumentRequests } from '@docverify/contract/documents/list-operations';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits, limitedRoutesOf, limitKindOf, requireRateLimits } from '../lib/rate-limits';
import { createUser } from '../testing/factories';
import { signIn } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';

describe('declared limits', () => {
  it('refuses to register an API route without a rate limit', async () => {
    const app = Fastify();
    requireRateLimits(app, () => false);
    expect(() => app.get('/api/unlimited', async () => ({}))).toThrow('GET /api/unlimited has no rate limit');
  });

  it('gives exports and text searches tighter limits than the default', () => {
    const kinds = new Map(allOperations.map((operation) => [operation.path, limitKindOf(operation)]));
    expect(kinds.get('/api/system/admin/view/transactions.csv')).toBe('export');
    expect([...kinds.values()].filter((kind) => kind === 'search').length).toBeGreaterThan(5);
    expect(defaultRateLimits.export.max).toBeLessThan(defaultRateLimits.search.max);
    expect(defaultRateLimits.search.max).toBeLessThan(defaultRateLimits.signedIn.max);
  });
});

describeOnEachDatabase(
  'every operation has a rate limit',
  (database) => createTestApp(database),
  (t) => {
    it('registers every operation of the contract with a limit', async () => {
      // The sandbox checkout (the default) and the real gateway's webhook are never registered together.
      const withPaystack = await createTestApp(t().database, {
        PAYMENT_GATEWAY: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_1',
      });
      const limited = new Set([...limitedRoutesOf(t().app), ...limitedRoutesOf(withPaystack.app)]);
      await withPaystack.close();
      const unlimited = allOperations
        .map((operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`)
        .filter((route) => !limited.has(route));
      expect(unlimited).toEqual([]);
    });

    it('answers 429 with Retry-After once an account passes a list’s limit, and counts each account apart', async () => {
      const { request, database } = t();
      const person = await signIn({ request }, await createUser(database.db));
      const other = await signIn({ request }, await createUser(database.db));
      const list = (token: string, search?: string) =>
        request({ method: 'POST', url: '/api/get/documents', token, payload: search ? { search } : {} });
      expect(limitKindOf(listDocumentRequests)).toBe('search');
      // Searching is limited more tightly than paging the same list.
      const searches = [];
      for (let i = 0; i < defaultRateLimits.search.max; i++) searches.push((await list(person, 'okafor')).status);
      expect(searches.filter((status) => status !== 200)).toEqual([]);
      const refused = await list(person, 'okafor');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many/);
      expect((await list(other, 'okafor')).status).toBe(200);
      // Paging without a term goes on up to the ordinary limit, then stops too.
      const pages = [];
      for (let i = defaultRateLimits.search.max + 1; i < defaultRateLimits.signedIn.max; i++)
        pages.push((await list(person)).status);
      expect(pages.filter((status) => status !== 200)).toEqual([]);
      expect((await list(person)).status).toBe(429);
    });
  },
);
