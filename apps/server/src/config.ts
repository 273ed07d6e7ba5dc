import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3-file-store';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Document Verification <no-reply@docverify.local>'),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@docverify.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be a URL').optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** log2 of scrypt's N; 17 is OWASP's minimum. Tests lower it to stay fast; hashes record their own cost. */
  SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(17),
  // File storage: local disk under DATA_DIR/files unless S3_BUCKET names an S3-compatible bucket.
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url('must be a URL').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  // Payments: the in-app sandbox unless Paystack is chosen (and then its secret key is required).
  PAYMENT_GATEWAY: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.url('must be a URL').default('https://api.paystack.co'),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  webDistDir: string;
  logLevel: string;
  scryptCost: number;
  storage: StorageConfig;
  payments: PaymentsConfig;
};

export type PaymentsConfig = {
  gateway: 'sandbox' | 'paystack';
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string;
};

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parsed once at start: a missing or malformed variable stops the process with the whole list. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: is required in production (every instance must share it)']);
  }
  if (e.PAYMENT_GATEWAY === 'paystack' && !e.PAYSTACK_SECRET_KEY) {
    throw new ConfigError(['PAYSTACK_SECRET_KEY: is required when PAYMENT_GATEWAY is paystack']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
  const storage = storageConfig(e, dataDir);
  // The web folder is served statically: uploaded files must never be reachable through it.
  if (storage.kind === 'local' && !path.relative(webDistDir, storage.dir).startsWith('..')) {
    throw new ConfigError(['DATA_DIR: must not be inside WEB_DIST_DIR (uploaded files would be served publicly)']);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDistDir,
    logLevel: e.LOG_LEVEL,
    scryptCost: e.SCRYPT_COST,
    storage,
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      paystackSecretKey: e.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''),
    },
  };
}

function storageConfig(e: z.infer<typeof ZEnv>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
  };
}
