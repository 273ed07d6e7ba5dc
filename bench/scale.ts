/**
 * Every list, search and dashboard the product has, at 10k, 100k and 1M documents, on
 * SQLite and PostgreSQL, side by side with `GET /api/user` and a bare Fastify route measured in the same run.
 *
 *   npm run scale -w bench -- --sizes 10000,100000,1000000 --databases sqlite,postgres
 *
 * Each database is filled by `npm run seed:scale` (the product's own schema). Per scenario it prints the time
 * of a single request (the median of three after a warm-up), then, under 20 connections for BENCH_SECONDS,
 * requests per second, p50, p99, the ratio to `GET /api/user` (measured first and last, the higher taken), the
 * event loop's longest stall with one request at a time and under load, and the RSS.
 * A scenario whose single request takes longer than BENCH_SLOW_MS (default 2,000) is not put under load: it
 * would only measure a queue; BENCH_SKIP and BENCH_ONLY (patterns) leave scenarios out by name. `--paired`
 * measures `GET /api/user` again right after each scenario and adds each one's share of that neighbour: on a
 * machine whose speed drifts by half within minutes, the share of a baseline measured seconds apart is the one
 * to read. Nothing is asserted (these machines are shared and noisy). At the end it says which of the issue's
 * targets the run's figures meet (support/scale-targets): p99 and memory growth need two sizes of one database
 * (`--sizes`, or `--existing` naming two, smallest first), the seed's target a million seeded by this run.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startBareServer } from './support/bare-server';
import { startBenchServer } from './support/bench-server';
import { existingDatabase, freshDatabase, seedScale } from './support/scale-database';
import { signInToScaleDatabase } from './support/scale-accounts';
import {
  BARE_BASELINE,
  USER_BASELINE,
  printScaleResults,
  runScenario,
  type ScaleResult,
} from './support/scale-measure';
import { printTargetVerdicts, type ScaleRun } from './support/scale-targets';
import { scaleScenarios } from './support/scale-scenarios';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    /** Databases `npm run seed:scale` already filled, measured as they are: DATA_DIRs or postgres:// URLs, comma-separated. */
    existing: { type: 'string' },
    paired: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const databases = values.databases.split(',') as ('sqlite' | 'postgres')[];
// Scenarios to leave out, by name (a pattern): the CSV export of 100k payments took 100 s before keyset paging.
const skip = process.env.BENCH_SKIP ? new RegExp(process.env.BENCH_SKIP, 'i') : undefined;
// Or only these (a pattern), beside the two baselines.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const wanted = (name: string) => name === USER_BASELINE || (!skip?.test(name) && (!only || only.test(name)));

/** The databases to measure: each size seeded afresh on each engine, or the one given. */
async function* databasesToMeasure() {
  if (values.existing) {
    for (const existing of values.existing.split(',')) {
      yield { ...existingDatabase(existing), seededIn: null, keep: true };
    }
    return;
  }
  for (const dialect of databases) {
    for (const size of sizes) {
      const { target, dataDir } = await freshDatabase(dialect);
      yield { target, dataDir, seededIn: seedScale(size, target, dataDir), keep: false };
    }
  }
}

const bareRoute = { name: BARE_BASELINE, kind: 'baseline', method: 'GET', url: '/bare' } as const;
const runs: ScaleRun[] = [];
const bare = await startBareServer();
for await (const { target, dataDir, seededIn, keep } of databasesToMeasure()) {
  const { app, db, address } = await startBenchServer({ target, dataDir });
  const { accounts, documents: size } = await signInToScaleDatabase(app, db);

  const seeded = seededIn === null ? 'measured as it was' : `seeded in ${seededIn.toFixed(0)} s`;
  console.log(`\n${target.dialect}, ${size.toLocaleString('en')} documents (${seeded})\n`);
  const results: ScaleResult[] = [];
  results.push(await runScenario(bare.address, bareRoute));
  const scenarios = await scaleScenarios(app, accounts);
  const user = scenarios.find((scenario) => scenario.name === USER_BASELINE)!;
  for (const scenario of scenarios.filter((candidate) => wanted(candidate.name))) {
    const result = await runScenario(address, scenario);
    if (values.paired && scenario !== user && result.rps !== null) {
      result.neighbourRps = (await runScenario(address, user)).rps;
    }
    results.push(result);
  }
  // The baseline again at the end, and the bare route: a busy second at the start would flatter every share.
  results.push(await runScenario(address, user));
  results.push(await runScenario(bare.address, bareRoute));
  printScaleResults(results, USER_BASELINE);
  runs.push({ dialect: target.dialect, documents: size, seededIn, results });

  await app.close();
  await db.destroy();
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
}
await bare.close();
printTargetVerdicts(runs);
