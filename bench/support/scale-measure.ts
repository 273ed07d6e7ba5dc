import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { seconds } from './bench-server';
import { median } from './median';

/** The baseline every scenario's throughput is a share of, and the bare route `GET /api/user` is held against. */
export const USER_BASELINE = 'GET /api/user';
export const BARE_BASELINE = 'bare Fastify route';

/** What a scenario is, for the issue's targets (support/scale-targets): each kind is held to its own. */
export type ScenarioKind = 'baseline' | 'list' | 'search' | 'dashboard' | 'reference' | 'opening' | 'export';

export type Scenario = {
  name: string;
  kind: ScenarioKind;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
  token?: string;
  /** false for a download measured once (the CSV export), not under load. */
  load?: boolean;
};

export type ScaleResult = {
  name: string;
  kind: ScenarioKind;
  singleMs: number;
  rps: number | null;
  p50: number | null;
  p99: number | null;
  /** The event loop's longest stall while single requests ran one at a time: what one request holds it for. */
  loopSingleMs: number;
  /** The longest stall under 20 connections: requests queued behind one another as well. */
  loopMaxMs: number;
  rssMiB: number;
  /** `GET /api/user`'s req/s measured right after this scenario (`--paired`). */
  neighbourRps?: number | null;
};

const slowMs = Number(process.env.BENCH_SLOW_MS ?? 2000);

function requestOptions(scenario: Scenario) {
  return {
    method: scenario.method,
    headers: {
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
      ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    },
    ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
  };
}

async function once(address: string, scenario: Scenario): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${address}${scenario.url}`, requestOptions(scenario));
  // Read and dropped as it streams: a million payments' CSV held whole would weigh on this (the server's) process.
  for await (const chunk of response.body ?? []) void chunk;
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} from ${scenario.url}`);
  return performance.now() - started;
}

/**
 * Waits until the server answers a cheap request at once: requests still queued from the last scenario's load
 * would otherwise be counted in this one's single-request time.
 */
async function settle(address: string) {
  for (let tries = 0; tries < 600; tries++) {
    const started = performance.now();
    await (await fetch(`${address}/api/organisations/signup-choices`)).arrayBuffer();
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One scenario: a warm-up, the median of three single requests, then (if not too slow) 20 connections. */
export async function runScenario(address: string, scenario: Scenario): Promise<ScaleResult> {
  await settle(address);
  // The server runs in this process, so this sees every stall a request causes.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const warmUp = await once(address, scenario);
  const singles =
    warmUp > slowMs
      ? [warmUp]
      : [await once(address, scenario), await once(address, scenario), await once(address, scenario)];
  const singleMs = median(singles);
  // The monitor records a stall when its timer next runs: give it that turn before reading it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const loopSingleMs = loop.max / 1e6;
  let load: autocannon.Result | undefined;
  if (scenario.load !== false && singleMs <= slowMs) {
    load = await autocannon({
      url: `${address}${scenario.url}`,
      connections: 20,
      duration: seconds,
      ...requestOptions(scenario),
    });
    const failed = load.errors + load.non2xx + load.timeouts;
    if (failed > 0) console.warn(`  ${scenario.name}: ${failed} failed requests under load`);
  }
  // The monitor records a stall when its timer next runs: give it that turn before reading it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  loop.disable();
  return {
    name: scenario.name,
    kind: scenario.kind,
    singleMs,
    rps: load ? load.requests.average : null,
    p50: load ? load.latency.p50 : null,
    p99: load ? load.latency.p99 : null,
    loopSingleMs,
    loopMaxMs: loop.max / 1e6,
    rssMiB: process.memoryUsage().rss / 2 ** 20,
  };
}

/**
 * The highest req/s of the scenario named `name` in a run, or null if it was not put under load. A baseline is
 * measured more than once in a run (these machines are shared: one measurement can land in a busy second).
 */
export function highestRps(results: ScaleResult[], name: string): number | null {
  const readings = results.filter((r) => r.name === name && r.rps !== null).map((r) => r.rps!);
  return readings.length > 0 ? Math.max(...readings) : null;
}

const cell = (value: number | null, digits = 0, width = 7) =>
  (value === null ? '—' : value.toFixed(digits)).padStart(width);

/**
 * The table, each scenario's throughput as a share of the baseline's (`GET /api/user`), its highest reading in the
 * run, so every share printed is the lower of what the run could claim.
 */
export function printScaleResults(results: ScaleResult[], baselineName: string): void {
  const baselines = results.filter((r) => r.name === baselineName && r.rps !== null).map((r) => r.rps!);
  const baseline = highestRps(results, baselineName);
  const paired = results.some((r) => r.neighbourRps !== undefined);
  if (baselines.length > 1) {
    console.log(
      `${baselineName}: ${baselines.map((rps) => rps.toFixed(0)).join(' and ')} req/s, shares against the higher`,
    );
  }
  console.log(
    `${'scenario'.padEnd(48)} ${'single ms'.padStart(9)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'vs user'.padStart(7)}${paired ? ' vs next' : ''} ${'stall 1'.padStart(7)} ${'stall 20'.padStart(8)} ${'RSS MiB'.padStart(7)}`,
  );
  for (const r of results) {
    const ratio = baseline && r.rps !== null ? r.rps / baseline : null;
    const neighbour = r.neighbourRps && r.rps !== null ? r.rps / r.neighbourRps : null;
    console.log(
      `${r.name.padEnd(48)} ${cell(r.singleMs, 1, 9)} ${cell(r.rps)} ${cell(r.p50, 0, 6)} ${cell(r.p99, 0, 6)} ${cell(ratio, 2)}${paired ? ` ${cell(neighbour, 2)}` : ''} ${cell(r.loopSingleMs, 0, 7)} ${cell(r.loopMaxMs, 0, 8)} ${cell(r.rssMiB)}`,
    );
  }
  if (paired) {
    console.log(
      '\nvs next: the share of `GET /api/user` measured right after the scenario (--paired), seconds apart rather than minutes.',
    );
  }
  console.log(
    "\nstall 1: the event loop's longest stall while single requests ran one at a time (what one request holds it " +
      'for); stall 20: under 20 connections, requests queued behind one another included.',
  );
}
