import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { throttles } from '../../lib/throttle';
import { createUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const namespace = `test-${Date.now()}`;

if (!redisUrl) console.warn('\n[tests] The shared rate-limit suite is SKIPPED: TEST_REDIS_URL is not set.\n');

afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = [...(await redis.keys('docverify-rate-limit:*')), ...(await redis.keys('docverify-throttle:*'))];
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describeOnEachDatabase(
  `rate limits shared through Redis${redisUrl ? '' : ' (skipped: TEST_REDIS_URL not set)'}`,
  async (database) => {
    // Two instances of the server behind one load balancer, sharing the database and Redis.
    const env: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
    const instances: TestApp[] = [await createTestApp(database, env), await createTestApp(database, env)];
    return { instances, close: async () => void (await Promise.all(instances.map((i) => i.close()))) };
  },
  (t) => {
    it.skipIf(!redisUrl)('counts failed logins per account across instances and addresses', async () => {
      const { instances, database } = t();
      const user = await createUser(database.db, { email: `${namespace}-${database.dialect}@example.test` });
      const attempt = (i: number) =>
        instances[i % 2]!.request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { email: user.email, password: 'wrong-pass1' },
        });
      for (let i = 0; i < throttles.signIn.free; i++) expect((await attempt(i)).status).toBe(401);
      const blocked = await attempt(throttles.signIn.free);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it.skipIf(!redisUrl)('counts failed sign-ins per address across accounts and instances', async () => {
      const { instances, database } = t();
      const sprayer = `192.0.2.${database.dialect === 'sqlite' ? 10 : 20}`;
      const attempt = async (i: number) => {
        const user = await createUser(database.db, {
          email: `${namespace}-spray-${i}-${database.dialect}@example.test`,
        });
        return instances[i % 2]!.request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: sprayer,
          payload: { email: user.email, password: 'wrong-pass1' },
        });
      };
      const free = throttles.signInFailuresPerAddress.free;
      for (let i = 0; i < free; i++) expect((await attempt(i)).status).toBe(401);
      const blocked = await attempt(free);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
);
