import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../apps/server/src/db/database';

// The seed's default password, so `--existing` can sign in to a database seeded without `--password`.
export const SCALE_PASSWORD = 'Scale-pass-2026';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A fresh, empty database for one size: a temporary SQLite directory, or a PostgreSQL database made anew. */
export async function freshDatabase(
  dialect: 'sqlite' | 'postgres',
): Promise<{ target: DatabaseTarget; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-scale-'));
  if (dialect === 'sqlite') return { target: { dialect, file: path.join(dataDir, 'app.db') }, dataDir };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists docverify_scale_bench with (force)');
  await admin.query('create database docverify_scale_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/docverify_scale_bench';
  return { target: { dialect, url: url.toString() }, dataDir };
}

/** `npm run seed:scale` into the database, as a person would run it; returns the seconds it took. */
export function seedScale(documents: number, target: DatabaseTarget, dataDir: string): number {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // The server's config takes an unset DATABASE_URL as SQLite; an empty one is refused.
  if (target.dialect === 'postgres') env.DATABASE_URL = target.url;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const printed = execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/seed/scale/scale-seed.ts',
      '--documents',
      String(documents),
      '--password',
      SCALE_PASSWORD,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], env, encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const seconds = (performance.now() - started) / 1000;
  // The seed's own account of its phases (rows, then indexes and commit), beside the whole command's time.
  const summary = printed.split('\n').find((line) => line.startsWith('Seeded '));
  if (summary)
    console.log(`npm run seed:scale, ${documents.toLocaleString('en')}: ${seconds.toFixed(1)} s. ${summary}`);
  return seconds;
}

/** A database `npm run seed:scale` already filled, as `--existing` names it: a DATA_DIR or a postgres:// URL. */
export function existingDatabase(existing: string): { target: DatabaseTarget; dataDir: string } {
  if (!existing.startsWith('postgres')) {
    return { target: { dialect: 'sqlite', file: path.join(existing, 'app.db') }, dataDir: existing };
  }
  // PostgreSQL keeps no files of the seed's here: an empty folder for the file store.
  return {
    target: { dialect: 'postgres', url: existing },
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-scale-')),
  };
}
