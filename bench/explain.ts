/**
 * "Every query a list, search or dashboard runs must use an index and touch a bounded number of rows;
 * check with EXPLAIN on both databases at a million rows". Runs each scenario of `npm run scale` once, catches
 * every statement it sends, and prints its plan:
 *   - SQLite: EXPLAIN QUERY PLAN, flagging a full scan of a big table (no index) and a sort of one, and the
 *     statement's time (the median of five runs, each prepared anew);
 *   - PostgreSQL: EXPLAIN (ANALYZE, BUFFERS), with how many rows each statement read and its time.
 *
 *   npm run explain -w bench -- --documents 1000000 --databases sqlite,postgres
 *   npm run explain -w bench -- --existing /path/to/DATA_DIR   (or a postgres:// URL a seed filled)
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CompiledQuery } from 'kysely';
import type { Db } from '../apps/server/src/db/database';
import { startBenchServer } from './support/bench-server';
import { existingDatabase, freshDatabase, seedScale } from './support/scale-database';
import { signInToScaleDatabase } from './support/scale-accounts';
import { scaleScenarios } from './support/scale-scenarios';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '1000000' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    existing: { type: 'string' },
    /** Print every statement's whole plan, not only the flagged ones. */
    verbose: { type: 'boolean', default: false },
  },
});

// Only the scenarios whose name matches (a pattern), as in the scale bench.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

const bigTables = ['documents', 'payments', 'audit_log', 'users', 'document_events', 'sessions'];

type Statement = { sql: string; parameters: readonly unknown[] };
type Verdict = { flags: string[]; lines: string[]; rowsRead?: number; ms?: number };

async function explainSqlite(db: Db, statement: Statement): Promise<Verdict> {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
  );
  const lines = rows.map((row) => row.detail);
  const flags = lines.flatMap((line) => {
    const scanned = /^SCAN (\w+)(?: AS \w+)?$/.exec(line);
    if (scanned && bigTables.includes(scanned[1]!)) return [`full scan of ${scanned[1]}`];
    return [];
  });
  // SQLite has no EXPLAIN ANALYZE: the statement's time is the median of five runs, each prepared anew (a bound on
  // what the server, which keeps its statements prepared, pays).
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    await db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]));
    runs.push(performance.now() - started);
  }
  const ms = runs.sort((a, b) => a - b)[2]!;
  return { flags, lines: [...lines, `${ms.toFixed(2)} ms (median of 5)`], ms };
}

type PgNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PgNode[];
};

async function explainPostgres(db: Db, statement: Statement): Promise<Verdict> {
  const { rows } = await db.executeQuery<{
    'QUERY PLAN': [{ Plan: PgNode; 'Execution Time': number; 'Planning Time': number }];
  }>(CompiledQuery.raw(`explain (analyze, buffers, format json) ${statement.sql}`, [...statement.parameters]));
  const [{ Plan: plan, 'Execution Time': ms, 'Planning Time': planning }] = rows[0]!['QUERY PLAN'];
  const flags: string[] = [];
  const lines: string[] = [];
  let rowsRead = 0;
  const walk = (node: PgNode, depth: number) => {
    const loops = node['Actual Loops'] ?? 1;
    const read =
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
    const scan = /Scan/.test(node['Node Type']);
    if (scan && node['Relation Name']) rowsRead += read;
    if (node['Node Type'] === 'Seq Scan' && bigTables.includes(node['Relation Name'] ?? '')) {
      flags.push(`full scan of ${node['Relation Name']} (${read} rows)`);
    }
    lines.push(
      `${'  '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${
        node['Index Name'] ? ` using ${node['Index Name']}` : ''
      } (rows ${node['Actual Rows'] ?? 0} × ${loops}${scan ? `, read ${read}` : ''})`,
    );
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(plan, 0);
  // Planned afresh here (EXPLAIN plans each time): what a statement the server runs unprepared pays on every run.
  lines.push(`planned in ${planning.toFixed(2)} ms, ran in ${ms.toFixed(2)} ms`);
  return { flags, lines, rowsRead, ms };
}

async function* databases() {
  if (values.existing) {
    yield { ...existingDatabase(values.existing) };
    return;
  }
  for (const dialect of values.databases.split(',') as ('sqlite' | 'postgres')[]) {
    const { target, dataDir } = await freshDatabase(dialect);
    seedScale(Number(values.documents), target, dataDir);
    yield { target, dataDir };
  }
}

for await (const { target, dataDir } of databases()) {
  let capturing: Statement[] | undefined;
  const { app, db } = await startBenchServer({
    target,
    dataDir,
    observe: (sql, parameters) => capturing?.push({ sql, parameters }),
  });
  const { accounts, documents: size } = await signInToScaleDatabase(app, db);
  console.log(
    `\n${target.dialect}, ${size.toLocaleString('en')} requests: the plan of every statement each scenario runs\n`,
  );
  let flagged = 0;
  for (const scenario of await scaleScenarios(app, accounts)) {
    if (scenario.load === false || (only && !only.test(scenario.name))) continue;
    capturing = [];
    await app.inject({
      method: scenario.method,
      url: scenario.url,
      headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
      ...(scenario.body ? { payload: scenario.body } : {}),
    });
    const statements = capturing.filter((statement) => /^\s*(select|with)\b/i.test(statement.sql));
    capturing = undefined;
    const verdicts = [];
    for (const statement of statements) {
      verdicts.push(
        target.dialect === 'sqlite' ? await explainSqlite(db, statement) : await explainPostgres(db, statement),
      );
    }
    const flags = verdicts.flatMap((verdict) => verdict.flags);
    flagged += flags.length > 0 ? 1 : 0;
    const read = verdicts.reduce((sum, verdict) => sum + (verdict.rowsRead ?? 0), 0);
    const ms = verdicts.reduce((sum, verdict) => sum + (verdict.ms ?? 0), 0);
    const measured =
      target.dialect === 'postgres' ? `  rows read ${read}, ${ms.toFixed(1)} ms` : `  ${ms.toFixed(1)} ms`;
    console.log(`${flags.length > 0 ? '✗' : '✓'} ${scenario.name}: ${statements.length} statements${measured}`);
    for (const flag of flags) console.log(`    ${flag}`);
    if (values.verbose || flags.length > 0) {
      verdicts.forEach((verdict, index) => {
        console.log(`    [${index + 1}] ${statements[index]!.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
        for (const line of verdict.lines) console.log(`        ${line}`);
      });
    }
  }
  console.log(`\n${flagged} scenario(s) with a full scan of a big table`);
  await app.close();
  await db.destroy();
  if (!values.existing) fs.rmSync(dataDir, { recursive: true, force: true });
}
