/**
 * Decision 048 over HTTP on PostgreSQL: the session check's answer kept between requests never outlives a change
 * made on this instance, on another (a connection of the test's own, which this instance does not see write), or
 * while this instance is not hearing the database's notices.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { SessionCache } from './session-cache';

const postgresUrl = process.env.TEST_DATABASE_URL;

async function until(condition: () => boolean, what: string, meanwhile?: () => Promise<void>): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 10_000) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await meanwhile?.();
  }
}

describe.skipIf(!postgresUrl)('the session check kept between requests on PostgreSQL (decision 048)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let cache: SessionCache;
  /** Another instance: its writes reach this one only as the database's notices. */
  let elsewhere: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await createTestApp(database);
    cache = app.ctx.sessions!;
    elsewhere = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${database.schema}` });
    await elsewhere.connect();
    await until(() => cache.listening, 'the listener');
  });

  afterAll(async () => {
    await elsewhere?.end();
    await app?.close();
    await database?.destroy();
  });

  const user = (token: string) => app.request({ method: 'GET', url: '/api/user', token });
  const claims = (token: string) => {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    return { userId: payload.sub, sessionId: payload.sid };
  };
  /** Whether this instance answers the token's session from memory now. */
  const isKept = (token: string) => {
    const { userId, sessionId } = claims(token);
    return cache.find(sessionId, userId, app.clock.now().toISOString()) !== undefined;
  };
  /**
   * Asks until the answer is kept: a read is not kept while a change made here is in flight (the sign-in's own
   * writes, until their notices come back) or when any change overtook it.
   */
  const readUntilKept = async (token: string) => {
    await until(
      () => isKept(token),
      'the session to be kept',
      async () => {
        expect((await user(token)).status).toBe(200);
      },
    );
  };

  it('answers a session seen before from memory', async () => {
    const person = await createUser(database.db);
    const token = await signIn(app, person);
    await readUntilKept(token);
    expect((await user(token)).body.data.user.email).toBe(person.email);
  });

  it('refuses at once, on this instance, a session ended here: sign-out, then the next request', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const person = await createUser(database.db);
      const token = await signIn(app, person);
      await readUntilKept(token);
      expect((await app.request({ method: 'POST', url: '/api/logout', token })).status).toBe(200);
      expect((await user(token)).status).toBe(401);
    }
  });

  it('refuses a session revoked elsewhere, and an account suspended elsewhere, once the change commits', async () => {
    const revoked = await createUser(database.db);
    const revokedToken = await signIn(app, revoked);
    const suspended = await createUser(database.db);
    const suspendedToken = await signIn(app, suspended);
    for (const token of [revokedToken, suspendedToken]) {
      await readUntilKept(token);
    }

    await elsewhere.query('begin');
    await elsewhere.query(`update sessions set revoked_at = now()::text where user_id = $1`, [revoked.id]);
    await elsewhere.query(`update users set status = 'inactive' where id = $1`, [suspended.id]);
    // Not yet committed: the other instance's change is not there yet, for the database either.
    await cache.caughtUp();
    expect((await user(revokedToken)).status).toBe(200);
    await elsewhere.query('commit');

    await cache.caughtUp();
    expect((await user(revokedToken)).status).toBe(401);
    expect((await user(suspendedToken)).status).toBe(401);
  });

  it("shows an account's and its organisation's changes made elsewhere", async () => {
    const { user: staff, organisation } = await createOrganisationUser(database.db);
    const token = await signIn(app, staff);
    await readUntilKept(token);

    await elsewhere.query(`update users set first_name = 'Renamed' where id = $1`, [staff.id]);
    await cache.caughtUp();
    expect((await user(token)).body.data.user.firstName).toBe('Renamed');

    await readUntilKept(token);
    await elsewhere.query(`update organisations set name = 'Renamed University' where id = $1`, [organisation.id]);
    await cache.caughtUp();
    expect((await user(token)).body.data.user.organisation.name).toBe('Renamed University');
  });

  it('reads the database while it cannot hear the notices, and trusts memory again once it listens again', async () => {
    const person = await createUser(database.db);
    const token = await signIn(app, person);
    await readUntilKept(token);

    await elsewhere.query('select pg_terminate_backend($1)', [cache.listenerPid]);
    await until(() => !cache.listening, 'the listener to notice its connection ended');
    // Changed while nobody here listens: the notice is lost, so nothing kept before may answer.
    await elsewhere.query(`update users set status = 'inactive' where id = $1`, [person.id]);
    expect((await user(token)).status).toBe(401);

    await until(() => cache.listening, 'the listener to connect again');
    expect((await user(token)).status).toBe(401);
    await elsewhere.query(`update users set status = 'active' where id = $1`, [person.id]);
    await cache.caughtUp();
    expect((await user(token)).status).toBe(200);
    await readUntilKept(token);
  });

  it('keeps nothing when SESSION_CACHE_SECONDS is 0', async () => {
    const uncached = await createTestApp(database, { SESSION_CACHE_SECONDS: '0' });
    try {
      expect(uncached.ctx.sessions).toBeUndefined();
    } finally {
      await uncached.close();
    }
  });
});
