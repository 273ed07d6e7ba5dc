/**
 * Where a request's database time goes. Runs each scenario of `npm run scale` many times in a row on a
 * database a seed filled (in-process, one request at a time), and prints per scenario the time of a request, the
 * sum of its statements' times, and its costliest statements (time a request and how often each runs). Decisions
 * 036 and 037 were found this way.
 *
 *   npm run statements -w bench -- --existing /path/to/DATA_DIR   (or a postgres:// URL a seed filled)
 *   BENCH_ONLY='search' npm run statements -w bench -- --existing … --runs 300
 */
import { parseArgs } from 'node:util';
import { startBenchServer } from './support/bench-server';
import { existingDatabase } from './support/scale-database';
import { signInToScaleDatabase } from './support/scale-accounts';
import { scaleScenarios } from './support/scale-scenarios';

const { values } = parseArgs({
  options: {
    existing: { type: 'string' },
    runs: { type: 'string', default: '200' },
    /** How many of a scenario's costliest statements to print. */
    top: { type: 'string', default: '6' },
  },
});
if (!values.existing) throw new Error('--existing DATA_DIR_OR_URL is required: a database `npm run seed:scale` filled');
const runs = Number(values.runs);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

type Timing = { count: number; milliseconds: number };
let timings: Map<string, Timing> | undefined;

const { target, dataDir } = existingDatabase(values.existing);
const { app, db } = await startBenchServer({
  target,
  dataDir,
  observe: (sql, _parameters, milliseconds) => {
    if (!timings) return;
    const key = sql.replace(/\s+/g, ' ').trim();
    const timing = timings.get(key) ?? { count: 0, milliseconds: 0 };
    timing.count += 1;
    timing.milliseconds += milliseconds;
    timings.set(key, timing);
  },
});
const { accounts, documents } = await signInToScaleDatabase(app, db);
console.log(`${target.dialect}, ${documents.toLocaleString('en')} documents, ${runs} requests a scenario`);

for (const scenario of await scaleScenarios(app, accounts)) {
  // The CSV export is one long download, not a request to repeat.
  if (scenario.load === false || (only && !only.test(scenario.name))) continue;
  const send = () =>
    app.inject({
      method: scenario.method,
      url: scenario.url,
      headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
      ...(scenario.body ? { payload: scenario.body } : {}),
    });
  for (let i = 0; i < 20; i++) await send();
  timings = new Map();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await send();
  const request = (performance.now() - started) / runs;
  const measured = [...timings].sort((a, b) => b[1].milliseconds - a[1].milliseconds);
  timings = undefined;
  const database = measured.reduce((sum, [, timing]) => sum + timing.milliseconds, 0) / runs;
  console.log(`\n${scenario.name}: ${request.toFixed(2)} ms a request, ${database.toFixed(2)} ms of it in statements`);
  for (const [sql, timing] of measured.slice(0, Number(values.top))) {
    const each = (timing.milliseconds / runs).toFixed(3).padStart(7);
    console.log(`  ${each} ms ×${(timing.count / runs).toFixed(1)}  ${sql.slice(0, 150)}`);
  }
}
await app.close();
await db.destroy();
