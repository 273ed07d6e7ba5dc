import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import type { AppContext } from '../context';
import type { Clock } from '../lib/clock';
import { createAfterReply } from '../lib/after-reply';
import { createLifecycle } from '../lib/lifecycle';
import { createMetrics } from '../lib/metrics';
import { randomSecrets } from '../lib/secrets';
import { generateSigningKey, signingKeyFromJwk } from '../features/credentials/signing-keys';
import { createLocalFileStore } from '../lib/storage/local-file-store';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { listMail } from '../features/dev/mailbox.repository';
import type { TestDatabase } from './test-database';

/** A clock the test moves by hand, so expiry and throttling are tested without waiting. */
export function createTestClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (seconds) => void (now += seconds * 1000) };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(database: TestDatabase, env: Record<string, string> = {}) {
  const config = parseConfig({
    NODE_ENV: 'test',
    SCRYPT_COST: '10',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/docverify-test',
    ...env,
  });
  const clock = createTestClock();
  const log = pino({ level: 'silent' });
  // Each app gets its own empty file store, removed when the app closes.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-files-'));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    log,
    secrets: randomSecrets(),
    // Never the DATA_DIR key: a key of the test's own, or the one its env names (rotation tests).
    credentialKey: config.credentialSigningKey
      ? await signingKeyFromJwk(config.credentialSigningKey)
      : await generateSigningKey(),
    mailer: createOutboxMailer(database.db, clock, { from: config.mailFrom }),
    files: createLocalFileStore(filesDir),
    redis,
    lifecycle: createLifecycle(),
    metrics: createMetrics(database.db, { nodeMetrics: false }),
    afterReply: createAfterReply(log),
  };
  const app: FastifyInstance = await buildApp(ctx);
  await app.ready();

  const request = async (options: InjectOptions & { token?: string }) => {
    const { token, ...rest } = options;
    const response = await app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers };
  };

  /** The six-digit code in the newest mail to this address. */
  const latestCode = async (to: string) => {
    await ctx.afterReply.settled();
    const [mail] = await listMail(database.db, to.toLowerCase(), 1);
    const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };

  return {
    app,
    ctx,
    clock,
    filesDir,
    request,
    latestCode,
    mailTo: async (to: string) => {
      await ctx.afterReply.settled();
      return listMail(database.db, to.toLowerCase());
    },
    close: async () => {
      await app.close();
      redis?.disconnect();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
