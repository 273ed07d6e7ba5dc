/**
 * How much sign-in and session checks cost, as ratios within one run (the machines are shared and noisy).
 * Starts the real server in-process on a fresh SQLite file, then drives it over loopback with autocannon:
 *   - a bare Fastify route (no hooks, logging or database) as the machine's floor in this run,
 *   - a public read (referrer lookup: one indexed query) as the baseline,
 *   - GET /api/user (token signature + live-session query + user load),
 *   - POST /api/login (scrypt at the production cost, so this is deliberately slow; ten sequential
 *     sign-ins, as the login rate limit allows).
 * Prints requests per second, latency and memory; nothing is asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { createOrganisation, createUser } from '../apps/server/src/testing/factories';
import { startBareServer } from './support/bare-server';
import { measure, printResults, seconds, startBenchServer } from './support/bench-server';

const { app, db, config, address } = await startBenchServer();

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

const rssBefore = process.memoryUsage().rss;
const bare = await startBareServer();
const floor = await measure(bare.address, 'bare Fastify GET /bare (no hooks, no logs)', '/bare');
await bare.close();
const baseline = await measure(
  address,
  'public read  GET /api/referral/:code',
  `/api/referral/${organisation.referral_code}`,
);
const session = await measure(address, 'session      GET /api/user', '/api/user', {
  headers: { authorization: `Bearer ${token}` },
});
const signIn = await measure(address, 'sign-in      POST /api/login (scrypt N=2^17)', '/api/login', {
  method: 'POST',
  // Ten sequential sign-ins: the login rate limit (10 per e-mail and address) would refuse more.
  connections: 1,
  amount: 10,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: loginUser.email, password }),
});
const rssAfter = process.memoryUsage().rss;

console.log(`\nAuth throughput, ${seconds} s per scenario, ${os.cpus().length} cores, SQLite\n`);
printResults([floor, baseline, session, signIn]);
console.log(`\nsession check costs ${(baseline.rps / session.rps).toFixed(2)}x a public read (target: under 3x)`);
console.log(
  `GET /api/user serves ${((100 * session.rps) / floor.rps).toFixed(0)} % of bare Fastify (issue 10 target: 40 %)`,
);
console.log(`a sign-in costs ${(baseline.rps / signIn.rps).toFixed(0)}x a public read (scrypt by design)`);
console.log(
  `RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, ${(rssAfter / 2 ** 20).toFixed(0)} MiB after the runs`,
);

await app.close();
await db.destroy();
fs.rmSync(config.dataDir, { recursive: true, force: true });
