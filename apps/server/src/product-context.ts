import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { loadSigningKey } from './features/credentials/signing-keys';
import { createAfterReply } from './lib/after-reply';
import { systemClock } from './lib/clock';
import { createLifecycle } from './lib/lifecycle';
import { createMetrics } from './lib/metrics';
import { loadSecrets } from './lib/secrets';
import { createFileStore } from './lib/storage/create-file-store';
import type { Mailer } from './mail/mailer';

/**
 * The adapters a process of this product works with, read from its configuration: the server and
 * `npm run seed:demo` share them, so what the demo makes (files, signed credentials, sessions) is what the server
 * it seeds would have made.
 */
export async function createProductContext(parts: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  redis?: Redis;
}): Promise<AppContext> {
  return {
    ...parts,
    files: createFileStore(parts.config.storage),
    clock: systemClock,
    secrets: loadSecrets(parts.config),
    credentialKey: await loadSigningKey(parts.config),
    lifecycle: createLifecycle(),
    metrics: createMetrics(parts.db),
    afterReply: createAfterReply(parts.log),
  };
}
