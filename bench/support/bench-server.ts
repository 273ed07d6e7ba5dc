import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database';
import { systemClock } from '../../apps/server/src/lib/clock';
import { randomSecrets } from '../../apps/server/src/lib/secrets';
import { createFileStore } from '../../apps/server/src/lib/storage/create-file-store';
import { createOutboxMailer } from '../../apps/server/src/mail/outbox-mailer';
import { seedReferenceData } from '../../apps/server/src/seed/seed';

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * The real server in-process, listening on loopback: on a fresh SQLite file, or on a database the caller already
 * filled (`target`, with the data directory its files live in).
 */
export async function startBenchServer(existing?: { target: DatabaseTarget; dataDir: string }) {
  const dataDir = existing?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-bench-'));
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(existing?.target ?? { dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
  if (!existing) {
    await migrateToLatest(db);
    await seedReferenceData(db, systemClock);
  }
  const log = pino({ level: 'silent' });
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    log,
    secrets: randomSecrets(),
    mailer: createOutboxMailer(db, systemClock, log),
    files: createFileStore(config.storage),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, config, address };
}

export type BenchResult = { name: string; rps: number; p50: number; p99: number; errors: number };

export async function measure(
  address: string,
  name: string,
  urlPath: string,
  options: Partial<autocannon.Options> = {},
): Promise<BenchResult> {
  const result = await autocannon({ url: `${address}${urlPath}`, connections: 20, duration: seconds, ...options });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

export function printResults(results: BenchResult[]): void {
  for (const r of results) {
    console.log(
      `${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`,
    );
  }
}
