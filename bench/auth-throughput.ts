/**
 * How much sign-in and session checks cost, as ratios within one run (the machines are shared and noisy).
 * Starts the real server in-process on a fresh SQLite file, then drives it over loopback with autocannon:
 *   - a public read (referrer lookup: one indexed query) as the baseline,
 *   - GET /api/user (token signature + live-session query + user load),
 *   - POST /api/login (scrypt at the production cost, so this is deliberately slow; ten sequential
 *     sign-ins, as the login rate limit allows).
 * Prints requests per second, latency and memory; nothing is asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { systemClock } from '../apps/server/src/lib/clock';
import { randomSecrets } from '../apps/server/src/lib/secrets';
import { createOutboxMailer } from '../apps/server/src/mail/outbox-mailer';
import { seedReferenceData } from '../apps/server/src/seed/seed';
import { createOrganisation, createUser } from '../apps/server/src/testing/factories';
import { hashPassword } from '../apps/server/src/lib/passwords';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-bench-'));
const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const db = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
await migrateToLatest(db);
await seedReferenceData(db, systemClock);
const log = pino({ level: 'silent' });
const app = await buildApp({
  config,
  db,
  clock: systemClock,
  log,
  secrets: randomSecrets(),
  mailer: createOutboxMailer(db, systemClock, log),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const organisation = await createOrganisation(db);
const password = 'bench-pass-1';
// Many users, so the session and user lookups run against an index, not a tiny table.
const users = [];
for (let i = 0; i < 2000; i++) users.push(await createUser(db, { password }));
const loginUser = await createUser(db, { password });
await db
  .updateTable('users')
  .set({ password_hash: await hashPassword(password, config.scryptCost) })
  .where('id', '=', loginUser.id)
  .execute();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: users[0]!.email, password } });
const token = (login.json() as { token: string }).token;

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };
async function run(name: string, urlPath: string, options: Partial<autocannon.Options> = {}): Promise<Result> {
  const result = await autocannon({ url: `${address}${urlPath}`, connections: 20, duration: seconds, ...options });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const rssBefore = process.memoryUsage().rss;
const baseline = await run('public read  GET /api/referral/:code', `/api/referral/${organisation.referral_code}`);
const session = await run('session      GET /api/user', '/api/user', { headers: { authorization: `Bearer ${token}` } });
const signIn = await run('sign-in      POST /api/login (scrypt N=2^17)', '/api/login', {
  method: 'POST',
  // Ten sequential sign-ins: the login rate limit (10 per e-mail and address) would refuse more.
  connections: 1,
  amount: 10,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: loginUser.email, password }),
});
const rssAfter = process.memoryUsage().rss;

console.log(`\nAuth throughput, ${seconds} s per scenario, ${os.cpus().length} cores, SQLite\n`);
for (const r of [baseline, session, signIn]) {
  console.log(
    `${r.name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`,
  );
}
console.log(`\nsession check costs ${(baseline.rps / session.rps).toFixed(2)}x a public read (target: under 3x)`);
console.log(`a sign-in costs ${(baseline.rps / signIn.rps).toFixed(0)}x a public read (scrypt by design)`);
console.log(
  `RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, ${(rssAfter / 2 ** 20).toFixed(0)} MiB after the runs`,
);

await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
