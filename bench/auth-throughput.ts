/**
 * How much sign-in and session checks cost, as ratios within one run (the machines are shared and noisy).
 * Starts the real server on a fresh SQLite file, then drives it over loopback with autocannon:
 *   - a bare Fastify route (no hooks, logging or database) as the machine's floor in this run,
 *   - a public read (referrer lookup: one indexed query) as the baseline,
 *   - GET /api/user (token signature + live-session query, which also reads the user it answers with),
 *   - POST /api/login (scrypt at the production cost, so this is deliberately slow; ten sequential
 *     sign-ins, as the login rate limit allows).
 * By default the servers run in this process, beside autocannon. With `--server-process` each server runs in a
 * process of its own (closer to production, where the load comes from elsewhere; on 2 cores the server then has
 * one core and autocannon the other). `--rounds N` (default 5): the bare route, the public read and the session
 * are measured side by side N times, in a rotating order, and the ratios are read within each round, their median
 * reported: the machine's speed drifts too much between scenarios minutes apart. `--database postgres` runs the
 * product on a new PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL's server) instead of a SQLite file.
 * Prints requests per second, latency and memory; nothing is asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createAuthFixtures, type AuthFixtures } from './support/auth-fixtures';
import { startBareServer } from './support/bare-server';
import { median } from './support/median';
import { freshDatabase } from './support/scale-database';
import {
  announceAndWait,
  measure,
  printResults,
  seconds,
  spawnServer,
  startBenchServer,
  type BenchResult,
} from './support/bench-server';

const script = new URL(import.meta.url).pathname;
const serveIndex = process.argv.indexOf('--serve');
const serve = serveIndex === -1 ? undefined : process.argv[serveIndex + 1];
const roundsIndex = process.argv.indexOf('--rounds');
const roundCount = roundsIndex === -1 ? 5 : Number(process.argv[roundsIndex + 1]);
if (!Number.isInteger(roundCount) || roundCount < 1) {
  console.error('--rounds must be a whole number from 1 up');
  process.exit(1);
}
const databaseIndex = process.argv.indexOf('--database');
const dialectArgument = databaseIndex === -1 ? 'sqlite' : process.argv[databaseIndex + 1];
if (dialectArgument !== 'sqlite' && dialectArgument !== 'postgres') {
  console.error('--database must be sqlite or postgres');
  process.exit(1);
}
const dialect: 'sqlite' | 'postgres' = dialectArgument;
// Five rounds of 2 s each by default; BENCH_SECONDS sets a round's length.
const roundSeconds = process.env.BENCH_SECONDS ? seconds : 2;

type Server = { address: string; rss(): number | undefined; stop(): Promise<void> };

async function appServer(): Promise<Server & { fixtures: AuthFixtures }> {
  const fresh = dialect === 'postgres' ? await freshDatabase('postgres') : undefined;
  const { app, db, config, address } = await startBenchServer(fresh && { ...fresh, empty: true });
  const fixtures = await createAuthFixtures(app, db, config);
  const stop = async () => {
    await app.close();
    await db.destroy();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  };
  return { address, fixtures, rss: () => process.memoryUsage().rss, stop };
}

async function bareServer(): Promise<Server> {
  const bare = await startBareServer();
  return { address: bare.address, rss: () => process.memoryUsage().rss, stop: bare.close };
}

if (serve === 'app') {
  const { stop, rss: _rss, ...info } = await appServer();
  announceAndWait(info, stop);
} else if (serve === 'bare') {
  const { stop, address } = await bareServer();
  announceAndWait({ address }, stop);
} else {
  await run(process.argv.includes('--server-process'));
}

async function run(separate: boolean): Promise<void> {
  const startApp = async () => {
    if (!separate) return appServer();
    const child = await spawnServer<{ address: string; fixtures: AuthFixtures }>(script, [
      '--serve',
      'app',
      '--database',
      dialect,
    ]);
    return { ...child.info, rss: child.rss, stop: child.stop };
  };
  const startBare = async (): Promise<Server> => {
    if (!separate) return bareServer();
    const child = await spawnServer<{ address: string }>(script, ['--serve', 'bare']);
    return { ...child.info, rss: child.rss, stop: child.stop };
  };

  const server = await startApp();
  const { address, fixtures } = server;
  const rssBefore = server.rss();
  const bare = await startBare();
  const scenarios = [
    () => measure(bare.address, 'bare Fastify GET /bare (no hooks, no logs)', '/bare', { duration: roundSeconds }),
    () =>
      measure(address, 'public read  GET /api/referral/:code', `/api/referral/${fixtures.referralCode}`, {
        duration: roundSeconds,
      }),
    () =>
      measure(address, 'session      GET /api/user', '/api/user', {
        duration: roundSeconds,
        headers: { authorization: `Bearer ${fixtures.token}` },
      }),
  ];
  // The machine's speed drifts by half within minutes (seen here: bare Fastify 18,500 then 9,300 req/s): each
  // round measures the three side by side, in a rotating order, and the ratios are read within a round.
  const rounds: BenchResult[][] = [];
  for (let round = 0; round < roundCount; round++) {
    const results: BenchResult[] = [];
    for (let k = 0; k < scenarios.length; k++) {
      const index = (round + k) % scenarios.length;
      results[index] = await scenarios[index]!();
    }
    rounds.push(results);
  }
  await bare.stop();
  const signIn = await measure(address, 'sign-in      POST /api/login (scrypt N=2^17)', '/api/login', {
    method: 'POST',
    // Ten sequential sign-ins: the login rate limit (10 per e-mail and address) would refuse more.
    connections: 1,
    amount: 10,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fixtures.loginEmail, password: fixtures.password }),
  });
  const rssAfter = server.rss();

  const setup = separate ? 'servers in their own processes' : 'servers and autocannon in one process';
  console.log(
    `\nAuth throughput, ${roundCount} rounds of ${roundSeconds} s per scenario, ${os.cpus().length} cores, ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${setup}`,
  );
  rounds.forEach((results, round) => {
    console.log(`\nround ${round + 1}`);
    printResults(results);
  });
  console.log('');
  printResults([signIn]);
  const shares = rounds.map(([floor, baseline, session]) => ({
    ofBare: session!.rps / floor!.rps,
    ofPublicRead: baseline!.rps / session!.rps,
  }));
  const spread = (values: number[], format: (value: number) => string) =>
    `median ${format(median(values))} (rounds: ${values.map(format).join(', ')})`;
  const percent = (value: number) => `${(100 * value).toFixed(0)} %`;
  console.log(
    `\nsession check costs ${spread(
      shares.map((share) => share.ofPublicRead),
      (value) => `${value.toFixed(2)}x`,
    )} a public read (target: under 3x)`,
  );
  console.log(
    `GET /api/user serves ${spread(
      shares.map((share) => share.ofBare),
      percent,
    )} of bare Fastify (target: 40 %)`,
  );
  const publicRead = median(rounds.map(([, baseline]) => baseline!.rps));
  console.log(`a sign-in costs ${(publicRead / signIn.rps).toFixed(0)}x a public read (scrypt by design)`);
  if (rssBefore !== undefined && rssAfter !== undefined) {
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    console.log(`server RSS ${mib(rssBefore)} MiB before, ${mib(rssAfter)} MiB after the runs`);
  }
  await server.stop();
}
