/**
 * Real server processes on one PostgreSQL (through a relay the test can cut, as a restart would), one
 * S3-compatible store (s3rver) and one Redis. Most checks talk HTTP to each instance directly; the last goes
 * through one address (a round-robin balancer, as Caddy in docs/deploy) while instances are killed and restarted.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import { productJobs } from './jobs/product-jobs';
import { createDocument, createOrganisationUser, createUser, type CreatedUser } from './testing/factories';
import { s3Environment, s3Store } from './testing/file-stores';
import { educationRequest, multipartPayload, sampleFiles } from './testing/multipart';
import { startBalancer } from './testing/balancer';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { passkeyAssertion, softwarePasskey } from './testing/software-passkey';
import { startTcpProxy } from './testing/tcp-proxy';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!postgresUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean).join(' and ');
if (missing) console.warn(`\n[tests] The multi-instance suite is SKIPPED: ${missing} not set (.ci/run sets both).\n`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of every route's shape, read by the assertions
type Answer = { status: number; body: any; headers: Headers };

async function call(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: { payload: Buffer; headers: Record<string, string> } } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    Object.assign(headers, options.form.headers);
    body = new Uint8Array(options.form.payload);
  }
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a file or an empty answer
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The address people are given (no server listens on it): the passkeys' relying party. */
const PUBLIC_ADDRESS = 'http://localhost:4399';

/** Signs in through the instance's routes, giving the account's test passkey when it has a second factor. */
async function signIn(server: Pick<ServerProcess, 'baseUrl'>, user: CreatedUser): Promise<string> {
  const answer = await call(server, 'POST', '/api/login', { json: { email: user.email, password: user.password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token = answer.body.token as string;
  if (answer.body.signIn.stage !== 'secondFactor') return token;
  const origin = PUBLIC_ADDRESS;
  const options = await fetch(`${server.baseUrl}/api/auth/second-factor/options`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin },
  });
  const { data } = (await options.json()) as { data: { challengeId: string; options: { challenge: string } } };
  const given = await call(server, 'POST', '/api/auth/second-factor', {
    token,
    json: {
      method: 'passkey',
      challengeId: data.challengeId,
      response: passkeyAssertion(softwarePasskey(user.email, user.id), data.options, origin),
    },
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return token;
}

const submitRequest = async (server: Pick<ServerProcess, 'baseUrl'>, token: string) =>
  call(server, 'POST', '/api/doc/verify', {
    token,
    form: await multipartPayload(educationRequest, {
      name: 'degree.pdf',
      bytes: sampleFiles.pdf(),
      type: 'application/pdf',
    }),
  });

describe.skipIf(Boolean(missing))('several instances on PostgreSQL, S3 and Redis', { timeout: 180_000 }, () => {
  const databaseName = `docverify_instances_${randomBytes(4).toString('hex')}`;
  let admin: Db;
  let db: Db;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let s3: Awaited<ReturnType<typeof s3Store>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let startInstance: () => Promise<ServerProcess>;
  const started: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    admin = openDatabase({ dialect: 'postgres', url: postgresUrl! });
    await sql`create database ${sql.id(databaseName)}`.execute(admin);
    const direct = new URL(postgresUrl!);
    direct.pathname = `/${databaseName}`;
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(direct);
    relayed.host = `127.0.0.1:${proxy.port}`;
    s3 = await s3Store();
    const env = {
      DATABASE_URL: relayed.toString(),
      REDIS_URL: redisUrl!,
      ...s3Environment(s3.settings),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SCRYPT_COST: '10',
      ADMIN_EMAIL: 'first.admin@instances.test',
      ADMIN_PASSWORD: 'Instances-admin-1',
      SHUTDOWN_TIMEOUT_MS: '5000',
      JOB_TICK_SECONDS: '0.2',
      // One address for every instance, as a deployment gives people the balancer's: passkeys are made for it.
      PUBLIC_URL: PUBLIC_ADDRESS,
    };
    startInstance = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-instance-'));
      dataDirs.push(dataDir);
      const server = await startServerProcess({ ...env, DATA_DIR: dataDir });
      started.push(server);
      return server;
    };
    // The first start migrates; the second finds it done (the migrator's lock would also let them start at once).
    a = await startInstance();
    b = await startInstance();
    db = openDatabase({ dialect: 'postgres', url: direct.toString() });
  }, 150_000);

  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    await db?.destroy();
    await proxy?.close();
    await s3?.close();
    await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin);
    await admin.destroy();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('share sessions: a sign-in on A works on B, and a sign-out on A ends it on B', async () => {
    const person = await createUser(db);
    const token = await signIn(a, person);
    expect((await call(b, 'GET', '/api/user', { token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/logout', { token })).status).toBe(200);
    // B reads the session from the database on every request: the sign-out holds there at once.
    expect((await call(b, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('share files: a request uploaded through A downloads through B, byte for byte', async () => {
    const person = await createUser(db);
    const token = await signIn(a, person);
    const submitted = await submitRequest(a, token);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const link = await call(b, 'POST', '/api/doc/download-link', {
      token,
      json: { doc_id: submitted.body.data.id, file: 'document' },
    });
    expect(link.status).toBe(200);
    const file = await fetch(`${b.baseUrl}${new URL(link.body.url, b.baseUrl).pathname}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(sampleFiles.pdf());
  });

  it("share rate limits: an account's five free guesses are five over both instances, not five on each", async () => {
    const person = await createUser(db);
    const wrong = { email: person.email, password: 'Wrong-password-1' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(attempt % 2 ? b : a, 'POST', '/api/login', { json: wrong });
      expect(answer.status).toBe(401);
    }
    expect((await call(a, 'POST', '/api/login', { json: wrong })).status).toBe(429);
    expect((await call(b, 'POST', '/api/login', { json: wrong })).status).toBe(429);
  });

  it('see a decision made on A at once on B', async () => {
    const { user: verifier, organisation } = await createOrganisationUser(db);
    const owner = await createUser(db);
    const document = await createDocument(db, { uploader: owner, organisation, status: 'pending' });
    const decided = await call(a, 'POST', '/api/verifier/verify/document', {
      token: await signIn(a, verifier),
      form: await multipartPayload(
        { doc_id: document.id, status: 'verified', verify_info: 'On the register', version: document.version },
        { name: 'signed.pdf', bytes: sampleFiles.pdf(), type: 'application/pdf', field: 'proof' },
      ),
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const seen = await call(b, 'POST', '/api/monitor/document', {
      token: await signIn(b, owner),
      json: { doc_id: document.id },
    });
    expect(seen.body.data.document.status).toBe('verified');
  });

  it('run each scheduled job on exactly one instance', async () => {
    // Both instances tick five times a second; every job is made due at once.
    const jobs = productJobs.length;
    await expect.poll(async () => (await db.selectFrom('scheduled_jobs').select('name').execute()).length).toBe(jobs);
    await db.updateTable('scheduled_jobs').set({ next_run_at: new Date().toISOString(), runs: 0 }).execute();
    await expect
      .poll(async () => (await db.selectFrom('scheduled_jobs').select('runs').execute()).map((row) => row.runs), {
        timeout: 15_000,
      })
      .toEqual(Array.from({ length: jobs }, () => 1));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rows = await db.selectFrom('scheduled_jobs').select(['runs', 'last_error']).execute();
    expect(rows.map((job) => [job.runs, job.last_error])).toEqual(Array.from({ length: jobs }, () => [1, null]));
  });

  it('lose no acknowledged write when A is killed (-9) under a write load, and B keeps serving', async () => {
    const person = await createUser(db);
    const tokens = { a: await signIn(a, person), b: await signIn(b, person) };
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (server: ServerProcess, token: string) => {
      for (let i = 0; i < 12; i++) {
        try {
          const answer = await submitRequest(server, token);
          if (answer.status === 201) acknowledged.push(answer.body.data.id);
        } catch {
          // A's connection dropped by the kill: not acknowledged, so nothing was promised.
        }
        if (server === a && killed) return;
      }
    };
    const load = Promise.all([writer(a, tokens.a), writer(a, tokens.a), writer(b, tokens.b), writer(b, tokens.b)]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    a.child.kill('SIGKILL');
    killed = true;
    await load;
    expect(await a.exited).toBe('SIGKILL');

    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await db.selectFrom('documents').select('id').where('id', 'in', acknowledged).execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    expect((await call(b, 'GET', '/api/user', { token: tokens.b })).status).toBe(200);
  });

  it('survive a database restart: clear 503s while it is away, no instance lost, serving again within seconds', async () => {
    const person = await createUser(db);
    const token = await signIn(b, person);
    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        statuses.push((await call(b, 'GET', '/api/user', { token }).catch(() => ({ status: 0 }))).status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const during = statuses.length;
    proxy.restore();
    const restoredAt = Date.now();
    let back = false;
    while (!back && Date.now() - restoredAt < 15_000) {
      back = (await call(b, 'GET', '/health/ready').catch(() => ({ status: 0 }))).status === 200;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await load;
    if (b.child.exitCode !== null) console.error(b.output());

    expect(back).toBe(true);
    expect(b.child.exitCode).toBeNull();
    // Every answer was a success or a clear 503 to retry: no 500, no dropped connection.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.slice(0, during)).toContain(503);
    expect(statuses.at(-1)).toBe(200);
  });

  it("serve a requester's whole journey through one address while either instance is killed and restarted", async () => {
    // A is gone (killed above). B and a new C sit behind one balancer, as behind the compose file's Caddy; between
    // the journey's steps one of them is killed (-9) and the other restarted, so every step lands on a survivor.
    const pool: Record<'b' | 'c', ServerProcess | null> = { b, c: await startInstance() };
    const balancer = await startBalancer(() =>
      Object.values(pool).flatMap((server) => (server && server.child.exitCode === null ? [server.baseUrl] : [])),
    );
    const kill = async (name: 'b' | 'c') => {
      pool[name]!.child.kill('SIGKILL');
      await pool[name]!.exited;
      pool[name] = null;
    };
    const restart = async (name: 'b' | 'c') => void (pool[name] = await startInstance());
    try {
      const email = `journey.${randomBytes(4).toString('hex')}@instances.test`;
      const signedUp = await call(balancer, 'POST', '/api/signup', {
        json: { firstName: 'Amaka', lastName: 'Obi', email, password: 'Journey-pass-1', category: 'indv' },
      });
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBeLessThan(300);
      await kill('b');

      const mail = await db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(mail.text_body)![1];
      const confirmed = await call(balancer, 'POST', '/api/otp/verify', { json: { email, code } });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const token: string = confirmed.body.token;
      const submitted = await submitRequest(balancer, token);
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const documentId: string = submitted.body.data.id;
      await restart('b');
      await kill('c');

      const payment = await call(balancer, 'POST', '/api/doc/initiate/payment', {
        token,
        json: { doc_id: documentId },
      });
      expect(payment.status, JSON.stringify(payment.body)).toBe(200);
      const { reference } = JSON.parse(payment.body.data) as { reference: string };
      const paid = await call(balancer, 'POST', `/api/payments/sandbox/${reference}/decide`, {
        token,
        json: { outcome: 'approve' },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      await restart('c');
      await kill('b');

      const unilag = await db
        .selectFrom('organisations')
        .selectAll()
        .where('id', '=', 'vb-unilag')
        .executeTakeFirstOrThrow();
      const { user: verifier } = await createOrganisationUser(db, { organisation: unilag });
      const verifierToken = await signIn(balancer, verifier);
      const review = await call(balancer, 'POST', '/api/verifier/review/document', {
        token: verifierToken,
        json: { doc_id: documentId },
      });
      expect(review.status, JSON.stringify(review.body)).toBe(200);
      await restart('b');
      const decided = await call(balancer, 'POST', '/api/verifier/verify/document', {
        token: verifierToken,
        form: await multipartPayload(
          { doc_id: documentId, status: 'verified', verify_info: 'On the register', version: review.body.data.version },
          { name: 'signed.pdf', bytes: sampleFiles.pdf(), type: 'application/pdf', field: 'proof' },
        ),
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      await kill('c');

      const seen = await call(balancer, 'POST', '/api/monitor/document', { token, json: { doc_id: documentId } });
      expect(seen.body.data.document.status).toBe('verified');
      const credential = await call(balancer, 'GET', `/api/credentials/${decided.body.data.viewer_code}`);
      expect(credential.status, JSON.stringify(credential.body)).toBe(200);
      expect(credential.body.data.revoked_at).toBeNull();
      const link = await call(balancer, 'POST', '/api/doc/download-link', {
        token,
        json: { doc_id: documentId, file: 'document' },
      });
      const file = await fetch(`${balancer.baseUrl}${new URL(link.body.url, balancer.baseUrl).pathname}`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(sampleFiles.pdf());
      // Every instance that lived served part of it.
      expect(balancer.served.size).toBeGreaterThanOrEqual(3);
    } finally {
      await balancer.close();
    }
  });
});
