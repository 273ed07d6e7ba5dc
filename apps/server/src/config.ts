import path from 'node:path';
import { z } from 'zod';

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
};

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    scryptCost: e.SCRYPT_COST,
  };
}
