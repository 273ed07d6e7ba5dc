/**
 * What hostile JSON bodies cost everyone else. Starts the real server in-process on
 * a fresh SQLite file, measures a cheap public GET alone, then again while a second client posts five hostile
 * bodies a second to /api/login: arrays nested 3,000 deep (12 KB), and 1 MB bodies of such arrays. Prints the
 * cheap GET's latency, how the hostile requests were answered, and the event loop's longest stall. Nothing is
 * asserted: compare the rows of one run.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createOrganisation } from '../apps/server/src/testing/factories';
import { seconds, startBenchServer } from './support/bench-server';

const { app, db, address } = await startBenchServer();
const organisation = await createOrganisation(db);
const cheapPath = `/api/referral/${organisation.referral_code}`;

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deep12k = nested(3000);
const oneMegabyte = `[${Array.from({ length: Math.floor((1024 * 1024 - 2048) / (deep12k.length + 1)) }, () => deep12k).join(',')}]`;

type Row = { scenario: string; p50: number; p97_5: number; p99: number; max: number; loopMax: number; hostile: string };

async function cheapGetWhile(scenario: string, hostileBody: string | undefined): Promise<Row> {
  const statuses = new Map<number, number>();
  let sending = hostileBody !== undefined;
  // Five hostile requests a second, each sent without waiting for the last, as an attacker would.
  const sender = (async () => {
    while (sending) {
      void fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: hostileBody,
      })
        .then((response) => statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1))
        .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const result = await autocannon({ url: `${address}${cheapPath}`, connections: 5, duration: seconds });
  loop.disable();
  sending = false;
  await sender;
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    scenario,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    loopMax: loop.max / 1e6,
    hostile: [...statuses].map(([status, count]) => `${count}×${status || 'error'}`).join(' ') || '-',
  };
}

const rows = [
  await cheapGetWhile('cheap GET alone', undefined),
  await cheapGetWhile('+ 5/s arrays nested 3,000 deep (12 KB)', deep12k),
  await cheapGetWhile('+ 5/s 1 MB bodies of such arrays', oneMegabyte),
];

console.log(`\nHostile bodies, ${seconds} s per scenario, SQLite, 5 connections on ${cheapPath.slice(0, 14)}…\n`);
console.log(
  `${'scenario'.padEnd(42)} ${'p50'.padStart(6)} ${'p97.5'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)}  loop max  hostile answers`,
);
for (const r of rows) {
  console.log(
    `${r.scenario.padEnd(42)} ${`${r.p50}`.padStart(6)} ${`${r.p97_5}`.padStart(6)} ${`${r.p99}`.padStart(6)} ${`${r.max}`.padStart(6)}  ${r.loopMax.toFixed(0).padStart(5)} ms  ${r.hostile}`,
  );
}
console.log('(latencies in ms)');
await app.close();
await db.destroy();
