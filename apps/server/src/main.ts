import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase, targetFromConfig } from './db/database';
import { scheduleOrphanFileSweeps } from './features/documents/orphan-files';
import { systemClock } from './lib/clock';
import { loadSecrets } from './lib/secrets';
import { createFileStore } from './lib/storage/create-file-store';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { ensureFirstAdmin, seedReferenceData } from './seed/seed';

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // People read a development server in a terminal; machines read production logs as JSON lines.
  const pretty = config.env !== 'production' && process.stdout.isTTY;
  const log = pino({
    level: config.logLevel,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
  const target = targetFromConfig(config);
  const db = openDatabase(target);
  await migrateToLatest(db);
  await seedReferenceData(db, systemClock);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(db, systemClock, log);
  if (config.env === 'production' && !config.smtpUrl) {
    log.warn('ALLOW_OUTBOX_MAIL: mail is only stored in the database; nobody receives codes or invitations.');
  }
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const ctx: AppContext = {
    config,
    db,
    mailer,
    files: createFileStore(config.storage),
    clock: systemClock,
    secrets: loadSecrets(config),
    log,
    redis,
  };
  const admin = await ensureFirstAdmin(db, systemClock, {
    email: config.adminEmail,
    password: config.adminPassword,
    scryptCost: config.scryptCost,
  });

  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  scheduleOrphanFileSweeps(ctx);

  const mailboxReaders = config.devMailbox.remote ? 'DEV_MAILBOX_REMOTE: any machine' : 'this machine only';
  const lines = [
    '',
    `  Document and Qualification Verification is running at ${config.publicUrl}`,
    `  Database: ${target.dialect === 'sqlite' ? target.file : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    config.devMailbox.enabled
      ? `  Dev mailbox (sign-up codes; ${mailboxReaders}): ${config.publicUrl}/dev/mailbox`
      : undefined,
    `  First administrator: sign in at ${config.publicUrl}/login/admin as ${admin.email}`,
    admin.generatedPassword
      ? `  Its generated password (shown this once; change it after signing in): ${admin.generatedPassword}`
      : admin.created
        ? '  Its password is the one in ADMIN_PASSWORD.'
        : '  (It was created on an earlier start, with the password printed or set then.)',
    '',
  ];
  console.log(lines.filter((line) => line !== undefined).join('\n'));

  const shutdown = async (signal: string) => {
    log.info(`${signal}: shutting down`);
    await app.close();
    await db.destroy();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Short timeouts: a rate-limit check must not hang a sign-in while Redis is unreachable. */
export function createRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

await main();
