import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig, type Config } from '../../apps/server/src/config';
import {
  migrateToLatest,
  openDatabase,
  type DatabaseTarget,
  type QueryObserver,
} from '../../apps/server/src/db/database';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createAfterReply } from '../../apps/server/src/lib/after-reply';
import { createLifecycle } from '../../apps/server/src/lib/lifecycle';
import { createMetrics } from '../../apps/server/src/lib/metrics';
import { randomSecrets } from '../../apps/server/src/lib/secrets';
import type { Secrets } from '../../apps/server/src/context';
import { generateSigningKey } from '../../apps/server/src/features/credentials/signing-keys';
import { createFileStore } from '../../apps/server/src/lib/storage/create-file-store';
import { createOutboxMailer } from '../../apps/server/src/mail/outbox-mailer';
import { seedReferenceData } from '../../apps/server/src/seed/seed';

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * The real server in-process, listening on loopback: on a fresh SQLite file, or on a database the caller already
 * filled (`target`, with the data directory its files live in). `observe` sees every statement it runs.
 */
export async function startBenchServer(existing?: {
  target: DatabaseTarget;
  dataDir: string;
  observe?: QueryObserver;
  /** Settings to compare against the production-like defaults (bench experiments). */
  overrides?: Partial<Config>;
  /** Another server's secrets, so its sessions are good here too (two servers compared on one database). */
  secrets?: Secrets;
  /** The database is new and empty: migrate it and add the reference data, as for the default SQLite file. */
  empty?: boolean;
}) {
  const dataDir = existing?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-bench-'));
  // As in production, responses are written without checking each against its schema first (config.ts).
  const config = {
    ...parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    }),
    checkResponses: false,
    ...existing?.overrides,
  };
  const db = openDatabase(
    existing?.target ?? { dialect: 'sqlite', file: path.join(dataDir, 'app.db') },
    existing?.observe,
  );
  if (!existing || existing.empty) {
    await migrateToLatest(db);
    await seedReferenceData(db, systemClock);
  }
  const log = pino({ level: 'silent' });
  const secrets = existing?.secrets ?? randomSecrets();
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    log,
    secrets,
    credentialKey: await generateSigningKey(),
    mailer: createOutboxMailer(db, systemClock, { from: config.mailFrom }),
    files: createFileStore(config.storage),
    lifecycle: createLifecycle(),
    afterReply: createAfterReply(log),
    // As in production: the request metrics are part of each request's cost.
    metrics: createMetrics(db),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, config, address, secrets };
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

/**
 * A server in a process of its own, as in production where the load comes from elsewhere: runs `script` (under
 * tsx) with `args`. The script prints one JSON line once it listens (returned as `info`) and exits on SIGTERM.
 */
export async function spawnServer<T>(script: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited (${code}) before listening`)));
  });
  lines.close();
  return {
    info: JSON.parse(first) as T,
    /** Resident memory now (Linux: /proc), undefined where it cannot be read. */
    rss(): number | undefined {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) * 1024 || undefined;
      } catch {
        return undefined;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The other side of `spawnServer`: announce where this process listens, and close cleanly on SIGTERM. */
export function announceAndWait(info: object, close: () => Promise<void>): void {
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
  process.stdout.write(`${JSON.stringify(info)}\n`);
}
