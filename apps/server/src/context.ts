import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/database';
import type { SigningKey } from './features/credentials/signing-keys';
import type { AfterReply } from './lib/after-reply';
import type { Clock } from './lib/clock';
import type { Lifecycle } from './lib/lifecycle';
import type { Metrics } from './lib/metrics';
import type { FileStore } from './lib/storage/file-store';
import type { Mailer } from './mail/mailer';

export type Secrets = {
  /** Signs session tokens and download links (HS256). */
  jwtKey: KeyObject;
  /** Peppers one-time codes and invitation tokens before they are stored. */
  hashKey: Buffer;
  /** Encrypts secrets the server must read back: authenticator apps' shared secrets (lib/sealed). */
  sealKey: Buffer;
};

/** What every service function receives besides its own input: the adapters to the outside world. */
export type AppContext = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Uploaded documents: local disk or S3-compatible object storage. */
  files: FileStore;
  clock: Clock;
  secrets: Secrets;
  /** Signs Verifiable Credentials, status lists and certificate seals (Ed25519; decision 022). */
  credentialKey: SigningKey;
  log: FastifyBaseLogger;
  /** Shared counters (rate limits) when REDIS_URL is set; in process otherwise. */
  redis?: Redis;
  /** Draining once SIGTERM arrives: readiness then answers 503. */
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** Work done after the answer is sent (so its timing tells nothing); tests await it with `settled()`. */
  afterReply: AfterReply;
};
