import { describe, expect, it } from 'vitest';
import type { ScaleResult, ScenarioKind } from './scale-measure';
import { targetVerdicts, type ScaleRun } from './scale-targets';

/** A scenario's figures, comfortably inside every target unless a test says otherwise. */
const result = (name: string, kind: ScenarioKind, figures: Partial<ScaleResult> = {}): ScaleResult => ({
  name,
  kind,
  singleMs: 2,
  rps: 5_000,
  p50: 3,
  p99: 6,
  loopSingleMs: 12,
  loopMaxMs: 20,
  rssMiB: 300,
  ...figures,
});

/** One run with a scenario of each kind; `changes` replaces figures by scenario name. */
function run(overrides: Partial<ScaleRun> = {}, changes: Record<string, Partial<ScaleResult>> = {}): ScaleRun {
  const results = [
    result('bare Fastify route', 'baseline', { rps: 10_000 }),
    result('GET /api/user', 'baseline', { rps: 6_000 }),
    result('public reference reads', 'reference'),
    result('admin: all documents, last page (111,112)', 'list'),
    result('admin: all documents, search common', 'search'),
    result('admin: dashboard', 'dashboard', { singleMs: 8 }),
    result('individual: a request opened', 'opening', { singleMs: 30, rps: 500 }),
    result('admin: transactions CSV, everything', 'export', { singleMs: 20_000, rps: null, p50: null, p99: null }),
    result('GET /api/user', 'baseline', { rps: 5_500 }),
  ].map((r) => ({ ...r, ...changes[r.name] }));
  return { dialect: 'sqlite', documents: 10_000, seededIn: 3, results, ...overrides };
}

const verdictOf = (verdicts: ReturnType<typeof targetVerdicts>, starts: string) => {
  const found = verdicts.find((v) => v.target.startsWith(starts));
  if (!found) throw new Error(`no verdict on "${starts}"`);
  return found;
};

describe("issue 10's targets judged from a run's figures", () => {
  it('meets every target a run inside them all can be judged on, and leaves the seed to a million', () => {
    const verdicts = targetVerdicts([run()]);
    expect(verdicts.filter((v) => v.met === false)).toEqual([]);
    expect(verdictOf(verdicts, 'seed').met).toBeNull();
    // A request opened is not a list: its 30 ms and 500 req/s are judged by no list target.
    expect(verdictOf(verdicts, 'every list, single').figure).not.toContain('opened');
  });

  it('names the worst list when one is slower than 10 ms alone', () => {
    const verdict = verdictOf(
      targetVerdicts([run({}, { 'admin: all documents, last page (111,112)': { singleMs: 10.4 } })]),
      'every list, single',
    );
    expect(verdict).toMatchObject({ met: false, figure: 'worst 10.4 ms (admin: all documents, last page (111,112))' });
  });

  it('holds searches to a p99 strictly under 50 ms and dashboards to 20 ms alone', () => {
    const verdicts = targetVerdicts([
      run({}, { 'admin: all documents, search common': { p99: 50 }, 'admin: dashboard': { singleMs: 20.5 } }),
    ]);
    expect(verdictOf(verdicts, 'search p99').met).toBe(false);
    expect(verdictOf(verdicts, 'dashboards').met).toBe(false);
  });

  it('counts a stall under load and the CSV export growing the process', () => {
    const verdicts = targetVerdicts([
      run({}, { 'admin: transactions CSV, everything': { loopMaxMs: 51, rssMiB: 300 + 65 } }),
    ]);
    expect(verdictOf(verdicts, 'no request holds').figure).toContain('51.0 ms (admin: transactions CSV');
    expect(verdictOf(verdicts, 'no request holds').met).toBe(false);
    expect(verdictOf(verdicts, 'memory: the CSV').met).toBe(false);
  });

  it("judges GET /api/user against the bare route by each one's highest reading", () => {
    const verdicts = targetVerdicts([run({}, { 'bare Fastify route': { rps: 16_000 } })]);
    expect(verdictOf(verdicts, 'GET /api/user ≥ 40 %')).toMatchObject({
      met: false,
      figure: expect.stringMatching(/^38 %/),
    });
  });

  it('judges the seed at a million only, and only when this run seeded it', () => {
    const million = { documents: 1_000_000 };
    expect(verdictOf(targetVerdicts([run({ ...million, seededIn: 61 })]), 'seed').met).toBe(false);
    expect(verdictOf(targetVerdicts([run({ ...million, seededIn: 59 })]), 'seed').met).toBe(true);
    expect(verdictOf(targetVerdicts([run({ ...million, dialect: 'postgres', seededIn: 119 })]), 'seed').met).toBe(true);
    expect(verdictOf(targetVerdicts([run({ ...million, seededIn: null })]), 'seed').met).toBeNull();
  });

  it("compares each scenario's p99 from the smallest size to the largest, matching names whose numbers differ", () => {
    const small = run({}, { 'admin: all documents, last page (111,112)': { p99: 1 } });
    const large = (p99: number) => {
      const grown = run({ documents: 1_000_000 }, { 'admin: all documents, last page (111,112)': { p99 } });
      const lastPage = grown.results.find((r) => r.kind === 'list')!;
      lastPage.name = 'admin: all documents, last page (111,112,112)';
      return grown;
    };
    // 1 ms at 10k is read as 2 (whole milliseconds): 3 ms is 1.5×, 4 ms is 2×.
    const within = targetVerdicts([small, large(3)]);
    expect(verdictOf(within, 'p99 grows')).toMatchObject({ met: true, figure: expect.stringContaining('1.50×') });
    const beyond = targetVerdicts([small, large(4)]);
    expect(verdictOf(beyond, 'p99 grows')).toMatchObject({
      met: false,
      on: 'sqlite 10,000 → 1,000,000',
      figure: 'worst 2.00× (admin: all documents, last page (111,112,112))',
    });
  });

  it('judges memory by what each run adds to the process, the smaller read as at least 64 MiB', () => {
    // Every run starts at 300 MiB (its first reading, the bare route); the large one peaks later in the run.
    const large = (rssMiB: number) => run({ documents: 1_000_000 }, { 'GET /api/user': { rssMiB } });
    expect(verdictOf(targetVerdicts([run(), large(300 + 127)]), 'memory: what a run adds')).toMatchObject({
      met: true,
      figure: "+0 → +127 MiB (peak over the run's first reading)",
    });
    expect(verdictOf(targetVerdicts([run(), large(300 + 128)]), 'memory: what a run adds').met).toBe(false);
    // A run that starts higher (what earlier runs left in the process) is judged by its own growth.
    const startsHigh = run(
      { documents: 1_000_000 },
      { 'bare Fastify route': { rssMiB: 900 }, 'GET /api/user': { rssMiB: 950 } },
    );
    expect(verdictOf(targetVerdicts([run(), startsHigh]), 'memory: what a run adds').met).toBe(true);
  });

  it('judges growth only between runs of the same database', () => {
    const verdicts = targetVerdicts([run(), run({ dialect: 'postgres', documents: 1_000_000 })]);
    expect(verdicts.some((v) => v.target.startsWith('p99 grows'))).toBe(false);
  });
});
