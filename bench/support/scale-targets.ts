import { BARE_BASELINE, USER_BASELINE, highestRps, type ScaleResult, type ScenarioKind } from './scale-measure';

/**
 * The scale targets, each judged from one `npm run scale` run's figures (decision 054): what their "done
 * means" asks the bench to print. Nothing here asserts; it reads what was measured and says which targets it met.
 */
export const TARGETS = {
  listSingleMs: 10,
  searchP99Ms: 50,
  dashboardSingleMs: 20,
  p99Growth: 2,
  /** autocannon reports whole milliseconds: a p99 of 1 ms at 10k is read as 2, so that rounding alone is no growth. */
  p99FloorMs: 2,
  loopStallMs: 50,
  /** The CSV export streams: a million payments may not stay in memory. */
  exportRssMiB: 64,
  /**
   * A hundred times the rows may not double what a run adds to the process (its peak RSS over its first reading;
   * runs share one process, so a run's absolute RSS carries what earlier runs left). The smaller run's growth is
   * read as at least 64 MiB, the lists' answer cache (LIST_CACHE_MB) filling.
   */
  rssGrowth: 2,
  rssGrowthFloorMiB: 64,
  userShareOfBare: 0.4,
  seedSeconds: { sqlite: 60, postgres: 120 },
  seedTargetDocuments: 1_000_000,
} as const;

export type ScaleRun = {
  dialect: 'sqlite' | 'postgres';
  documents: number;
  /** Seconds `npm run seed:scale` took in this run; null for a database measured as it was (`--existing`). */
  seededIn: number | null;
  results: ScaleResult[];
};

export type Verdict = {
  target: string;
  /** Which run (or pair of runs) it was judged on. */
  on: string;
  /** null: this run measured nothing that the target can be judged on (it says why in `figure`). */
  met: boolean | null;
  /** The figure the verdict rests on: the worst one, with the scenario it came from. */
  figure: string;
};

const runName = (run: ScaleRun) => `${run.dialect} ${run.documents.toLocaleString('en')}`;
const ofKind = (run: ScaleRun, ...kinds: ScenarioKind[]) => run.results.filter((r) => kinds.includes(r.kind));

/** The result that scores worst by `score` (higher is worse), or undefined when none has a score. */
function worst(results: ScaleResult[], score: (r: ScaleResult) => number | null) {
  let found: { result: ScaleResult; value: number } | undefined;
  for (const result of results) {
    const value = score(result);
    if (value !== null && (!found || value > found.value)) found = { result, value };
  }
  return found;
}

/** A verdict on the worst scenario of some kinds, under `limit`: at most it (`strict` false) or below it. */
function ceiling(
  run: ScaleRun,
  target: string,
  results: ScaleResult[],
  score: (r: ScaleResult) => number | null,
  limit: number,
  unit: string,
  strict = false,
): Verdict {
  const found = worst(results, score);
  if (!found) return { target, on: runName(run), met: null, figure: 'no such scenario measured' };
  return {
    target,
    on: runName(run),
    met: strict ? found.value < limit : found.value <= limit,
    figure: `worst ${found.value.toFixed(unit === '' ? 2 : 1)}${unit} (${found.result.name})`,
  };
}

function withinOneRun(run: ScaleRun): Verdict[] {
  const lists = ofKind(run, 'list', 'search');
  return [
    ceiling(
      run,
      `every list, single request ≤ ${TARGETS.listSingleMs} ms`,
      lists,
      (r) => r.singleMs,
      TARGETS.listSingleMs,
      ' ms',
    ),
    ceiling(
      run,
      `search p99 < ${TARGETS.searchP99Ms} ms`,
      ofKind(run, 'search'),
      (r) => r.p99,
      TARGETS.searchP99Ms,
      ' ms',
      true,
    ),
    ceiling(
      run,
      `dashboards, single request ≤ ${TARGETS.dashboardSingleMs} ms`,
      ofKind(run, 'dashboard'),
      (r) => r.singleMs,
      TARGETS.dashboardSingleMs,
      ' ms',
    ),
    ceiling(
      run,
      `no request holds the event loop > ${TARGETS.loopStallMs} ms (alone or under 20 connections)`,
      run.results,
      (r) => Math.max(r.loopSingleMs, r.loopMaxMs),
      TARGETS.loopStallMs,
      ' ms',
    ),
    exportMemory(run),
    userAgainstBare(run),
    seedVerdict(run),
  ];
}

/** The CSV of every payment streams: the process may not grow by the export. */
function exportMemory(run: ScaleRun): Verdict {
  const target = `memory: the CSV export grows RSS by ≤ ${TARGETS.exportRssMiB} MiB`;
  const at = run.results.findIndex((r) => r.kind === 'export');
  if (at <= 0) return { target, on: runName(run), met: null, figure: 'no export measured' };
  const before = run.results[at - 1]!.rssMiB;
  const after = run.results[at]!.rssMiB;
  return {
    target,
    on: runName(run),
    met: after - before <= TARGETS.exportRssMiB,
    figure: `${before.toFixed(0)} → ${after.toFixed(0)} MiB (${run.results[at]!.name})`,
  };
}

function userAgainstBare(run: ScaleRun): Verdict {
  const target = `${USER_BASELINE} ≥ ${TARGETS.userShareOfBare * 100} % of a bare Fastify route`;
  const user = highestRps(run.results, USER_BASELINE);
  const bare = highestRps(run.results, BARE_BASELINE);
  if (user === null || bare === null) return { target, on: runName(run), met: null, figure: 'not measured' };
  return {
    target,
    on: runName(run),
    met: user / bare >= TARGETS.userShareOfBare,
    figure: `${((user / bare) * 100).toFixed(0)} % (${user.toFixed(0)} against ${bare.toFixed(0)} req/s, the highest of each)`,
  };
}

function seedVerdict(run: ScaleRun): Verdict {
  const limit = TARGETS.seedSeconds[run.dialect];
  const target = `seed of a million in < ${limit} s`;
  if (run.documents < TARGETS.seedTargetDocuments) {
    return { target, on: runName(run), met: null, figure: 'judged at a million only' };
  }
  if (run.seededIn === null) {
    return { target, on: runName(run), met: null, figure: 'not seeded in this run (--existing)' };
  }
  return { target, on: runName(run), met: run.seededIn < limit, figure: `${run.seededIn.toFixed(1)} s` };
}

/** A scenario's name without its numbers (a last page's number differs with the size). */
const scenarioKey = (name: string) => name.replace(/\d[\d,]*/g, '#');

/** Between the smallest and the largest size measured on one database in this run. */
function acrossSizes(small: ScaleRun, large: ScaleRun): Verdict[] {
  const on = `${runName(small)} → ${large.documents.toLocaleString('en')}`;
  const before = new Map(small.results.filter((r) => r.p99 !== null).map((r) => [scenarioKey(r.name), r.p99!]));
  const smallP99 = (r: ScaleResult) => before.get(scenarioKey(r.name));
  const worstGrowth = worst(
    large.results.filter((r) => r.kind !== 'baseline'),
    (r) => (r.p99 === null || smallP99(r) === undefined ? null : r.p99 / Math.max(smallP99(r)!, TARGETS.p99FloorMs)),
  );
  const p99Target = `p99 grows < ${TARGETS.p99Growth}× from the smallest size to the largest`;
  const growth = (run: ScaleRun) => Math.max(...run.results.map((r) => r.rssMiB)) - run.results[0]!.rssMiB;
  return [
    worstGrowth
      ? {
          target: p99Target,
          on,
          met: worstGrowth.value < TARGETS.p99Growth,
          figure: `worst ${worstGrowth.value.toFixed(2)}× (${worstGrowth.result.name})`,
        }
      : { target: p99Target, on, met: null, figure: 'no scenario under load at both sizes' },
    {
      target: `memory: what a run adds to RSS grows < ${TARGETS.rssGrowth}× from the smallest size to the largest`,
      on,
      met: growth(large) < TARGETS.rssGrowth * Math.max(growth(small), TARGETS.rssGrowthFloorMiB),
      figure: `+${growth(small).toFixed(0)} → +${growth(large).toFixed(0)} MiB (peak over the run's first reading)`,
    },
  ];
}

/** Every target judged on every run, then across sizes on each database that ran more than one. */
export function targetVerdicts(runs: ScaleRun[]): Verdict[] {
  const verdicts = runs.flatMap(withinOneRun);
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const sized = runs.filter((run) => run.dialect === dialect).sort((a, b) => a.documents - b.documents);
    if (sized.length > 1) verdicts.push(...acrossSizes(sized[0]!, sized.at(-1)!));
  }
  return verdicts;
}

export function printTargetVerdicts(runs: ScaleRun[]): void {
  const verdicts = targetVerdicts(runs);
  console.log("\nIssue 10's targets, judged on this run's figures (decision 054):\n");
  for (const v of verdicts) {
    const mark = v.met === null ? 'n/a    ' : v.met ? 'met    ' : 'NOT MET';
    console.log(`${mark}  ${v.on.padEnd(22)} ${v.target}: ${v.figure}`);
  }
  const unmet = verdicts.filter((v) => v.met === false).length;
  const judged = verdicts.filter((v) => v.met !== null).length;
  console.log(`\n${judged - unmet} of ${judged} judged targets met${unmet > 0 ? `; ${unmet} not met` : ''}.`);
  if (runs.every((run) => run.documents < TARGETS.seedTargetDocuments || run.seededIn === null)) {
    console.log('The seed target is judged only when this run seeds a million itself (no --existing).');
  }
  if (!runs.some((run) => runs.some((other) => other.dialect === run.dialect && other.documents !== run.documents))) {
    console.log('p99 and memory growth need two sizes of one database in the run (--sizes, or --existing A,B).');
  }
}
