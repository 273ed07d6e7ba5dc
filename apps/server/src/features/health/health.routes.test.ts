import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { createTestApp } from '../../testing/test-app';
import { createTestDatabase, describeOnEachDatabase } from '../../testing/test-database';
import { createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';

const redisUrl = process.env.TEST_REDIS_URL;

describeOnEachDatabase(
  'health',
  (database) => createTestApp(database),
  (get) => {
    it('says the process is alive, to anyone', async () => {
      const { request } = get();
      const live = await request({ method: 'GET', url: '/health/live' });
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'alive' });
    });

    it('is ready when the database and the file store answer; Redis is off when not configured', async () => {
      const { request } = get();
      const ready = await request({ method: 'GET', url: '/health/ready' });
      expect(ready.status).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'off' } });
    });

    it('is not ready while the file store cannot take writes, and names it without saying why', async () => {
      const { request, ctx } = get();
      const check = ctx.files.check;
      ctx.files.check = () => Promise.reject(new Error('EACCES: permission denied, /srv/secret/path'));
      try {
        const ready = await request({ method: 'GET', url: '/health/ready' });
        expect(ready.status).toBe(503);
        expect(ready.body).toEqual({
          status: 'not ready',
          checks: { database: 'ok', storage: 'failed', redis: 'off' },
        });
        expect(JSON.stringify(ready.body)).not.toContain('secret');
      } finally {
        ctx.files.check = check;
      }
    });

    it('answers 503 "draining" once shutdown starts, so the balancer stops sending requests', async () => {
      const database = get().database;
      const app = await createTestApp(database);
      try {
        app.ctx.lifecycle.drain();
        const ready = await app.request({ method: 'GET', url: '/health/ready' });
        expect(ready.status).toBe(503);
        expect(ready.body).toMatchObject({ status: 'draining', checks: { database: 'ok', storage: 'ok' } });
        // Requests already on their way are still served.
        expect((await app.request({ method: 'GET', url: '/health/live' })).status).toBe(200);
      } finally {
        await app.close();
      }
    });
  },
);

describe.skipIf(!redisUrl)('health with Redis [redis]', () => {
  it('checks Redis when it is configured', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await createTestApp(database, { REDIS_URL: redisUrl! });
    try {
      const ready = await app.request({ method: 'GET', url: '/health/ready' });
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe('a database out of reach', () => {
  it('makes the instance not ready, and a request a clear 503 to retry rather than a 500', async () => {
    // A database server that is not there: what every instance sees while PostgreSQL restarts.
    const unreachable = openDatabase({ dialect: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none' });
    const working = await createTestDatabase('sqlite');
    const app = await createTestApp(working);
    const token = await signIn(app, await createUser(working.db));
    app.ctx.db = unreachable;
    try {
      const ready = await app.request({ method: 'GET', url: '/health/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', checks: { database: 'failed', storage: 'ok' } });

      const user = await app.request({ method: 'GET', url: '/api/user', token });
      expect(user.status).toBe(503);
      expect(user.headers['retry-after']).toBe('2');
      expect(user.body).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      app.ctx.db = working.db;
      await app.close();
      await unreachable.destroy();
      await working.destroy();
    }
  });
});
