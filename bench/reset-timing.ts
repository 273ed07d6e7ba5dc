/**
 * Whether the forgotten-password form tells, by how long it takes, which e-mails have accounts. Starts the real
 * server in a process of its own (as an attacker's requests come from elsewhere: work the server does after
 * answering must not be counted against the client's clock) on a fresh SQLite file with `--count` active
 * accounts (default 200) of each kind, then asks for a reset code for each of
 * them and for as many unknown addresses, one request at a time, in a shuffled order with a short pause between
 * requests (so work one request leaves behind does not land on the next one's clock). Each answer's time is read
 * at the client over loopback. Prints, per portal (`/api/forgotpassword`, `/api/system/admin/forgotpassword`) and
 * for the code resend (`/api/otp/resend`, purpose reset): the medians for existing and unknown addresses, their
 * difference, and the Mann-Whitney z-score of the two samples (|z| above about 3 means the timing tells them apart).
 * Nothing is asserted.
 */
import { createAdmin, createUser } from '../apps/server/src/testing/factories';
import { median } from './support/median';
import { announceAndWait, spawnServer, startBenchServer } from './support/bench-server';

type Accounts = { address: string; people: string[]; resendPeople: string[]; admins: string[] };

const countIndex = process.argv.indexOf('--count');
const count = countIndex === -1 ? 200 : Number(process.argv[countIndex + 1]);
const pauseMs = 15;

/** Mann-Whitney U, as a z-score under the normal approximation (ties get their mean rank). */
function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, fromA: true })), ...b.map((v) => ({ v, fromA: false }))].sort((x, y) => x.v - y.v);
  let rankSumA = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.v === all[i]!.v) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k]!.fromA) rankSumA += rank;
    i = j;
  }
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const script = new URL(import.meta.url).pathname;

if (process.argv.includes('--serve')) {
  const { app, db, address } = await startBenchServer();
  // Distinct addresses, so no per-address limit or code-resend wait is reached.
  const emails = async (make: () => Promise<{ email: string }>) =>
    (await Promise.all(Array.from({ length: count }, make))).map((account) => account.email);
  const accounts: Accounts = {
    address,
    people: await emails(() => createUser(db)),
    resendPeople: await emails(() => createUser(db)),
    admins: await emails(() => createAdmin(db)),
  };
  announceAndWait(accounts, async () => {
    await app.close();
    await db.destroy();
  });
} else {
  const server = await spawnServer<Accounts>(script, ['--serve', '--count', String(count)]);
  try {
    await measureAll(server.info);
  } finally {
    await server.stop();
  }
}

async function probe(address: string, name: string, url: string, existing: string[], body: (email: string) => object) {
  const unknown = existing.map((_, i) => `nobody-${name.replace(/\W/g, '')}-${i}@example.test`);
  const times = { existing: [] as number[], unknown: [] as number[] };
  const order = shuffled([
    ...existing.map((email) => ({ email, kind: 'existing' as const })),
    ...unknown.map((email) => ({ email, kind: 'unknown' as const })),
  ]);
  for (const { email, kind } of order) {
    const started = performance.now();
    const response = await fetch(`${address}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body(email)),
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times[kind].push(elapsed);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const [e, u] = [median(times.existing), median(times.unknown)];
  console.log(
    `${name.padEnd(40)} existing ${e.toFixed(2).padStart(6)} ms  unknown ${u.toFixed(2).padStart(6)} ms  ` +
      `difference ${(e - u).toFixed(2).padStart(6)} ms  z ${mannWhitneyZ(times.existing, times.unknown).toFixed(1)}`,
  );
}

async function measureAll({ address, people, resendPeople, admins }: Accounts) {
  console.log(`${count} existing and ${count} unknown addresses each, one at a time, ${pauseMs} ms apart`);
  // Warm the routes up (first compilation, prepared statements) before anything is measured.
  for (let i = 0; i < 20; i++) {
    await fetch(`${address}/api/forgotpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `warm-${i}@example.test` }),
    });
  }
  await probe(address, 'POST /api/forgotpassword', '/api/forgotpassword', people, (email) => ({ email }));
  await probe(
    address,
    'POST /api/system/admin/forgotpassword',
    '/api/system/admin/forgotpassword',
    admins,
    (email) => ({ email }),
  );
  await probe(address, 'POST /api/otp/resend (reset)', '/api/otp/resend', resendPeople, (email) => ({
    email,
    purpose: 'reset',
  }));
}
