/**
 * Realistic mixed traffic on a database `npm run seed:scale` filled, rather than one request repeated.
 *
 *   npm run mixed -w bench -- --existing DATA_DIR_OR_POSTGRES_URL [--seconds 30] [--concurrency 20] [--writers]
 *
 * Many distinct signed-in people open their own lists and dashboards; the staff of many bodies work their queues
 * (open a request, start its review, verify or query it with the proof PDF); people submit requests and pay in the
 * sandbox; administrators browse, sort and search: about one write for every nine reads (support/mixed-operations),
 * `--concurrency` requests in flight at once for `--seconds`. It prints, per operation, how many ran, p50 and p99
 * (ms, as the client saw them; paying is two requests), throughput, errors; the whole run's throughput; the event
 * loop's longest stall (the server runs in this process). `--writers` runs the writes alone (the concurrent
 * writers of the issue, on PostgreSQL); `--toggle-triggers` puts the change counters' triggers and the change
 * notices back for odd rounds (`--rounds`), as migrations 020–022 made them, to measure what they cost;
 * `--compare-tally-writes` (PostgreSQL) cycles the rounds through the ways writes have kept the tallies
 * (support/mixed-tally-writes) and prints the deadlocks PostgreSQL broke in each round.
 * Nothing is asserted: the machine is shared; compare runs taken in the same hour.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { migrateToLatest } from '../apps/server/src/db/database';
import { startBenchServer } from './support/bench-server';
import { mixedOperations, type Operation } from './support/mixed-operations';
import { mixedPopulation } from './support/mixed-population';
import { existingDatabase } from './support/scale-database';
import { dropCounterTriggers, restoreCounterTriggers } from './support/mixed-triggers';
import { deadlocksSoFar, restoreTallyWrites, tallyWrites, useTallyWrites } from './support/mixed-tally-writes';

const { values } = parseArgs({
  options: {
    existing: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '20' },
    people: { type: 'string', default: '120' },
    bodies: { type: 'string', default: '30' },
    writers: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '1' },
    /** Odd rounds with the change-counter triggers put back (migration 023 taken down), even rounds without. */
    'toggle-triggers': { type: 'boolean', default: false },
    /** PostgreSQL: rounds cycle through decision 062's lock, tallies in place with no lock, and decision 075. */
    'compare-tally-writes': { type: 'boolean', default: false },
  },
});
if (!values.existing) throw new Error('--existing DATA_DIR_OR_POSTGRES_URL: a database npm run seed:scale filled');
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

type Tally = { durations: number[]; errors: number };

/** Picks operations by weight, in a fixed cycle so every run asks for the same mix. */
function schedule(operations: Operation[]): () => Operation {
  const cycle = operations.flatMap((operation) => Array<Operation>(operation.weight).fill(operation));
  // Interleaved rather than in blocks: the same operation seldom runs twice in a row.
  const order = cycle.map((_, i) => cycle[(i * 37) % cycle.length]!);
  let next = 0;
  return () => order[next++ % order.length]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function drive(address: string, operations: Operation[]) {
  const tallies = new Map(operations.map((operation) => [operation.name, { durations: [], errors: 0 } as Tally]));
  const nextOperation = schedule(operations);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const operation = nextOperation();
      const tally = tallies.get(operation.name)!;
      const at = performance.now();
      const ok = await operation.run(address).catch(() => false);
      tally.durations.push(performance.now() - at);
      if (!ok) tally.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  loop.disable();
  return { tallies, elapsed: (performance.now() - started) / 1000, stallMs: loop.max / 1e6 };
}

function print(operations: Operation[], run: Awaited<ReturnType<typeof drive>>) {
  console.log(
    `${'operation'.padEnd(48)} ${'n'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(7)} ${'ops/s'.padStart(7)}  errors`,
  );
  let total = 0;
  let writes = 0;
  for (const operation of operations) {
    const { durations, errors } = run.tallies.get(operation.name)!;
    const sorted = [...durations].sort((a, b) => a - b);
    total += sorted.length;
    if (operation.kind === 'write') writes += sorted.length;
    console.log(
      `${operation.name.padEnd(48)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(6)} ${percentile(sorted, 99).toFixed(1).padStart(7)} ${(sorted.length / run.elapsed).toFixed(1).padStart(7)}  ${errors}`,
    );
  }
  console.log(
    `all: ${total} operations in ${run.elapsed.toFixed(1)} s, ${(total / run.elapsed).toFixed(0)} ops/s ` +
      `(${writes} writes), event loop's longest stall ${run.stallMs.toFixed(0)} ms`,
  );
}

const { target, dataDir } = existingDatabase(values.existing);
const server = await startBenchServer({ target, dataDir });
// As the product's start does: a database seeded by an older version gets this one's schema.
await migrateToLatest(server.db);
const population = await mixedPopulation(server.db, server.secrets, {
  people: Number(values.people),
  bodies: Number(values.bodies),
  administrators: 3,
});
console.log(
  `${target.dialect}: ${population.people.length} people, ${population.bodies.length} bodies' staff, ` +
    `${population.bodyAccounts.length} bodies' accounts, ${population.administrators.length} administrators signed in; ` +
    `${concurrency} at once for ${seconds} s${values.writers ? ', writes only' : ''}`,
);
const operations = mixedOperations(population, { writesOnly: values.writers });
for (let round = 1; round <= Number(values.rounds); round++) {
  const withTriggers = values['toggle-triggers'] && round % 2 === 1;
  const tallies = values['compare-tally-writes'] ? tallyWrites[(round - 1) % tallyWrites.length] : undefined;
  if (withTriggers) await restoreCounterTriggers(server.db);
  if (tallies) await useTallyWrites(server.db, tallies);
  const deadlocksBefore = tallies ? await deadlocksSoFar(server.db) : 0;
  const run = await drive(server.address, operations);
  // PostgreSQL publishes a session's counts when it goes idle, within a second.
  if (tallies) await new Promise((resolve) => setTimeout(resolve, 1500));
  const deadlocks = tallies ? (await deadlocksSoFar(server.db)) - deadlocksBefore : 0;
  if (tallies) await restoreTallyWrites(server.db, tallies);
  if (withTriggers) await dropCounterTriggers(server.db);
  const triggers = withTriggers ? ', with the counter triggers' : ', without the counter triggers';
  const tallyNote = tallies ? `, tallies ${tallies} (${deadlocks} deadlocks broken)` : '';
  console.log(`\nround ${round}${values['toggle-triggers'] ? triggers : ''}${tallyNote}`);
  print(operations, run);
}
await server.app.close();
await server.db.destroy();
