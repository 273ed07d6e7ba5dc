/**
 * `npm run seed:scale -- --documents 1000000 [--password <password>]`: fills an empty database (SQLite under
 * DATA_DIR, or DATABASE_URL) with that many requests and what surrounds them at that size (see plan.ts), so the
 * product can be measured and looked at as a national service would run it. Refuses a database that already
 * holds requests. Every seeded account signs in with the one password.
 */
import { parseArgs } from 'node:util';
import { ZPassword } from '@docverify/contract/auth/fields';
import { ConfigError, parseConfig } from '../../config';
import { targetFromConfig } from '../../db/database';
import { createFileStore } from '../../lib/storage/create-file-store';
import { ScaleSeedIndexesPending, ScaleSeedRefused, seedAtScale, type ScaleSeedReport } from './seed-at-scale';

const DEFAULT_PASSWORD = 'Scale-pass-2026';
const MAX_DOCUMENTS = 20_000_000;
const usage = `Usage: npm run seed:scale -- [--documents N] [--password P]
  --documents N   requests to create (default 10000; the scale benchmarks measure at 1000000)
  --password P    every seeded account's password (default ${DEFAULT_PASSWORD})
The database is the server's: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL). It must hold no requests yet.`;

function fail(message: string, showUsage = true): never {
  console.error(showUsage ? `${message}\n\n${usage}` : message);
  process.exit(1);
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        documents: { type: 'string', default: '10000' },
        password: { type: 'string', default: DEFAULT_PASSWORD },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (parsed.help) {
    console.log(usage);
    process.exit(0);
  }
  const documents = Number(parsed.documents.replace(/[_,]/g, ''));
  if (!Number.isInteger(documents) || documents < 1 || documents > MAX_DOCUMENTS) {
    fail(`--documents must be a whole number from 1 to ${MAX_DOCUMENTS.toLocaleString('en')}`);
  }
  const password = ZPassword.safeParse(parsed.password);
  if (!password.success) fail(`--password: ${password.error.issues.map((issue) => issue.message).join('; ')}`);
  return { documents, password: password.data };
}

const n = (value: number) => value.toLocaleString('en');

function printReport(report: ScaleSeedReport, password: string, publicUrl: string) {
  const { rows, accounts } = report;
  console.log(
    `\nSeeded ${n(report.totalRows)} rows in ${report.seconds.toFixed(1)} s ` +
      `(${n(Math.round(report.totalRows / report.seconds))} rows/s; indexes and commit ${report.indexSeconds.toFixed(1)} s). ` +
      `RSS ${report.rss.startMb} MB at start, ${report.rss.peakMb} MB at most, ${report.rss.endMb} MB at the end.`,
  );
  for (const [table, count] of Object.entries(rows)) console.log(`  ${table.padEnd(16)} ${n(count).padStart(11)}`);
  console.log(
    'The slowest steps of the index phase (and of the search index thread, which ran beside the rows and it):',
  );
  for (const { step, seconds, beside, atOnce } of report.slowestSteps) {
    console.log(
      `  ${seconds.toFixed(1).padStart(6)} s  ${beside ? '(on its own thread, beside the rest) ' : ''}` +
        `${atOnce ? `(after the commit, ${atOnce} at a time) ` : ''}${step}`,
    );
  }
  const busiest = accounts.busiestOrganisation;
  const share = Math.round((report.busiestReceived / rows.documents) * 100);
  console.log(`\nSign in at ${publicUrl}/login, every seeded account with the password ${password}:`);
  console.log(`  ${busiest.email.padEnd(34)} the busiest organisation, ${busiest.name} (${share} % of all requests)`);
  if (busiest.staffEmail) console.log(`  ${busiest.staffEmail.padEnd(34)} one of its staff`);
  console.log(`  ${accounts.powerUserEmail.padEnd(34)} an individual with ${n(report.powerUserDocuments)} requests`);
  console.log(`  ${accounts.administratorEmail.padEnd(34)} the super administrator, at ${publicUrl}/login/admin`);
  console.log(
    'Every request opens the same sample PDF (and every decision the same proof), stored once through the file store.\n',
  );
}

const { documents, password } = options();
let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, false);
  throw error;
}
const target = targetFromConfig(config);
console.log(
  `Seeding ${n(documents)} requests into ${target.dialect === 'sqlite' ? target.file : 'PostgreSQL (DATABASE_URL)'}…`,
);
const interrupted = new AbortController();
process.once('SIGINT', () => interrupted.abort());
try {
  const report = await seedAtScale({
    target,
    documents,
    password,
    scryptCost: config.scryptCost,
    administratorEmail: config.adminEmail,
    files: createFileStore(config.storage),
    log: (line) => console.log(line),
    signal: interrupted.signal,
  });
  printReport(report, password, config.publicUrl);
} catch (error) {
  if (error instanceof ScaleSeedRefused || error instanceof ScaleSeedIndexesPending) fail(error.message, false);
  if (interrupted.signal.aborted) fail('Interrupted: the database is as it was before.', false);
  throw error;
}
