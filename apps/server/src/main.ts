import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { migrateToLatest, openDatabase, targetFromConfig } from './db/database';
import { systemClock } from './lib/clock';
import { requestIdMixin } from './lib/request-context';
import { productJobs } from './jobs/product-jobs';
import { createScheduler, jobBacklog } from './jobs/scheduler';
import { startMetricsServer } from './lib/metrics';
import { createProductContext } from './product-context';
import { gracefulShutdown } from './lib/shutdown';
import { createOutboxMailer } from './mail/outbox-mailer';
import { startOutboxWorker } from './outbox/deliver';
import { outboxBacklog } from './outbox/outbox.repository';
import { devMailboxTransport, smtpTransport } from './outbox/transport';
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
    mixin: requestIdMixin,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
  const target = targetFromConfig(config);
  const db = openDatabase(target);
  await migrateToLatest(db);
  await seedReferenceData(db, systemClock);
  // Every e-mail is stored in the outbox with its change; this worker delivers it (to SMTP, or to the dev mailbox).
  const mailTransport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devMailboxTransport(log);
  const outbox = startOutboxWorker({ db, clock: systemClock, log }, mailTransport);
  const mailer = createOutboxMailer(db, systemClock, { from: config.mailFrom, stored: outbox.kick });
  if (config.env === 'production' && !config.smtpUrl) {
    log.warn('ALLOW_OUTBOX_MAIL: mail is only stored in the database; nobody receives codes or invitations.');
  }
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const ctx = await createProductContext({ config, db, mailer, log, redis });
  const admin = await ensureFirstAdmin(db, systemClock, {
    email: config.adminEmail,
    password: config.adminPassword,
    scryptCost: config.scryptCost,
  });

  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const scheduler = createScheduler(ctx, productJobs, { tickSeconds: config.jobTickSeconds });
  ctx.metrics.addScrapedGauge({
    name: 'docverify_outbox_pending',
    help: 'E-mails stored and not delivered yet (the outbox queue depth)',
    read: async () => (await outboxBacklog(db, systemClock.now())).pending,
  });
  ctx.metrics.addScrapedGauge({
    name: 'docverify_outbox_lag_seconds',
    help: 'Age of the oldest e-mail not delivered yet: 0 when the queue is empty',
    read: async () => (await outboxBacklog(db, systemClock.now())).lagSeconds,
  });
  ctx.metrics.addScrapedGauge({
    name: 'docverify_outbox_failed',
    help: 'E-mails given up on (administrators see them with the reason and can retry)',
    read: async () => (await outboxBacklog(db, systemClock.now())).failed,
  });
  ctx.metrics.addScrapedGauge({
    name: 'docverify_jobs_overdue',
    help: 'Scheduled jobs more than a minute past their time that no instance holds',
    read: async () => (await jobBacklog(ctx)).overdue,
  });
  ctx.metrics.addScrapedGauge({
    name: 'docverify_jobs_failing',
    help: 'Scheduled jobs whose last run failed (scheduled_jobs.last_error)',
    read: async () => (await jobBacklog(ctx)).failing,
  });
  scheduler.start();
  const metricsServer = config.metrics && (await startMetricsServer(ctx.metrics, config.metrics, log));

  const mailboxReaders = config.devMailbox.remote ? 'DEV_MAILBOX_REMOTE: any machine' : 'this machine only';
  const lines = [
    '',
    `  Document and Qualification Verification is running at ${config.publicUrl}`,
    `  Database: ${target.dialect === 'sqlite' ? target.file : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    metricsServer
      ? `  Metrics (Prometheus, this machine only unless METRICS_HOST says otherwise): ${metricsServer.address}/metrics`
      : undefined,
    config.devMailbox.enabled
      ? `  Dev mailbox (sign-up codes; ${mailboxReaders}): ${config.publicUrl}/dev/mailbox`
      : undefined,
    `  First administrator: sign in at ${config.publicUrl}/login/admin as ${admin.email}`,
    admin.generatedPassword
      ? `  Its generated password (shown this once; change it after signing in): ${admin.generatedPassword}`
      : admin.created
        ? '  Its password is the one in ADMIN_PASSWORD.'
        : '  (It was created on an earlier start, with the password printed or set then.)',
    '  At the first sign-in it sets up a passkey or an authenticator app: administrators must have one.',
    '',
  ];
  console.log(lines.filter((line) => line !== undefined).join('\n'));

  const shutdown = gracefulShutdown({
    lifecycle: ctx.lifecycle,
    timeoutMs: config.shutdownTimeoutMs,
    log,
    steps: [
      // Stops accepting connections, closes idle keep-alive ones, and resolves once the requests in flight end.
      { name: 'requests', run: () => app.close() },
      // Stops claiming jobs and mail, and waits for the job and the delivery in progress.
      { name: 'jobs', run: () => scheduler.stop() },
      { name: 'outbox', run: () => outbox.stop() },
      { name: 'metrics', run: async () => metricsServer?.close() },
      { name: 'database', run: () => db.destroy() },
      { name: 'redis', run: async () => void (await redis?.quit()) },
    ],
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Short timeouts: a rate-limit check must not hang a sign-in while Redis is unreachable. */
export function createRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

await main();
