import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3-file-store';
import { signingJwkProblem, ZPrivateSigningJwk, type TPrivateSigningJwk } from './features/credentials/signing-keys';

/** One reading of a yes/no variable for every flag, so `1` and `true` mean the same everywhere. */
const ZFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Fastify's `trustProxy`: whom to believe about the client's address in `X-Forwarded-For`. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * A hop count, as a trust function: Fastify 5.12 ignores a numeric trustProxy, since a client that reaches the
 * server directly writes the hops itself. Believing only the nearest hops is still safer than `true`, which
 * believes every entry a client wrote; the README says it fits only where every client passes the proxies.
 */
function trustHops(hops: number) {
  return function trustNearestHops(_address: string, hop: number) {
    return hop < hops;
  };
}

// proxy-addr's names for the loopback, link-local and private ranges, accepted beside addresses.
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  // proxy-addr refuses a /0 range; whoever means every address writes `true`.
  return prefix === undefined || (/^[1-9]\d{0,2}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Off unless set: without a proxy that overwrites the header, a trusted header is the client's own word. */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^[1-9]\d{0,2}$/.test(value)) return trustHops(Number(value));
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be true, false, a number of proxies (1, 2, …) or a comma-separated list of proxy addresses and ' +
        `CIDR ranges such as 10.0.0.0/8,127.0.0.1 (not valid: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')})`,
    });
    return z.NEVER;
  });

/** A private Ed25519 JWK, as JSON: it signs the credentials (decision 022); its public half must match. */
const ZSigningJwk = z
  .string()
  .optional()
  .transform((value, ctx): TPrivateSigningJwk | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a private Ed25519 JWK as JSON ({"kty":"OKP","crv":"Ed25519",…})',
      });
      return z.NEVER;
    }
    const jwk = ZPrivateSigningJwk.safeParse(json);
    const problem = jwk.success ? signingJwkProblem(jwk.data) : jwk.error.issues.map((i) => i.message).join('; ');
    if (!problem && jwk.success) return jwk.data;
    ctx.addIssue({ code: 'custom', message: `must be a private Ed25519 JWK: ${problem}` });
    return z.NEVER;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: ZTrustProxy,
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
  /** Production without SMTP keeps mail in a table nobody reads: only on purpose. */
  ALLOW_OUTBOX_MAIL: ZFlag,
  /** The dev mailbox answers loopback only; this opens it to any machine that reaches the port. */
  DEV_MAILBOX_REMOTE: ZFlag,
  MAIL_FROM: z.string().default('Document Verification <no-reply@docverify.local>'),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@docverify.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Signs Verifiable Credentials; without it a key is generated into DATA_DIR on the first start. */
  CREDENTIAL_SIGNING_KEY: ZSigningJwk,
  PUBLIC_URL: z.url('must be a URL').optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Prometheus metrics on their own address, the machine's own by default; METRICS_PORT=0 turns them off. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** How often each instance looks for due scheduled jobs (jobs/scheduler). */
  JOB_TICK_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  /** How long a SIGTERM waits for requests and jobs in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** log2 of scrypt's N; 17 is OWASP's minimum. Tests lower it to stay fast; hashes record their own cost. */
  SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(17),
  // File storage: local disk under DATA_DIR/files unless S3_BUCKET names an S3-compatible bucket.
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url('must be a URL').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: ZFlag,
  // Payments: the in-app sandbox unless Paystack is chosen (and then its secret key is required).
  PAYMENT_GATEWAY: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.url('must be a URL').default('https://api.paystack.co'),
  /** The sandbox lets requesters approve their own checkout: in production only on purpose. */
  ALLOW_SANDBOX_PAYMENTS: ZFlag,
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  devMailbox: DevMailboxConfig;
  redisUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  credentialSigningKey: TPrivateSigningJwk | undefined;
  publicUrl: string;
  webDistDir: string;
  logLevel: string;
  /**
   * Check every response against its contract schema before writing it (lib/contract-serializer): in development
   * and tests, so a route answering what the contract does not allow fails loudly; not in production.
   */
  checkResponses: boolean;
  /** undefined: no metrics server. */
  metrics: { host: string; port: number } | undefined;
  shutdownTimeoutMs: number;
  jobTickSeconds: number;
  scryptCost: number;
  storage: StorageConfig;
  payments: PaymentsConfig;
};

/** The one definition of where the dev mailbox exists and whom it answers. */
export type DevMailboxConfig = { enabled: boolean; remote: boolean };

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
/** Every environment variable the server reads: the README's configuration table names each one. */
export const SETTING_NAMES = Object.keys(ZEnv.shape);

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
  const storage = storageConfig(e, dataDir);
  const problems = [...productionProblems(e)];
  if (e.PAYMENT_GATEWAY === 'paystack' && !e.PAYSTACK_SECRET_KEY) {
    problems.push('PAYSTACK_SECRET_KEY: is required when PAYMENT_GATEWAY is paystack');
  }
  // The web folder is served statically: uploaded files must never be reachable through it.
  if (storage.kind === 'local' && !path.relative(webDistDir, storage.dir).startsWith('..')) {
    problems.push('DATA_DIR: must not be inside WEB_DIST_DIR (uploaded files would be served publicly)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    devMailbox: devMailboxConfig(e),
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDistDir,
    logLevel: e.LOG_LEVEL,
    checkResponses: e.NODE_ENV !== 'production',
    metrics: e.METRICS_PORT === 0 ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobTickSeconds: e.JOB_TICK_SECONDS,
    scryptCost: e.SCRYPT_COST,
    storage,
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      paystackSecretKey: e.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''),
    },
  };
}

/** What a production start must not leave to a default, each with what to set instead. */
function productionProblems(e: z.infer<typeof ZEnv>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.JWT_SECRET) problems.push('JWT_SECRET: is required in production (every instance must share it)');
  if (e.PAYMENT_GATEWAY === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      'PAYMENT_GATEWAY: the sandbox lets requesters approve their own checkout, so verifications would be free; ' +
        'set PAYMENT_GATEWAY=paystack and PAYSTACK_SECRET_KEY, or ALLOW_SANDBOX_PAYMENTS=true to accept that',
    );
  }
  if (!e.SMTP_URL && !e.ALLOW_OUTBOX_MAIL) {
    problems.push(
      'SMTP_URL: is required in production; without it mail is only stored in the database and nobody receives ' +
        'sign-up codes, password resets or invitations; set SMTP_URL, or ALLOW_OUTBOX_MAIL=true to accept that',
    );
  }
  return problems;
}

/** It lists every code the product mails: only on a developer's machine, never where real mail goes out. */
function devMailboxConfig(e: z.infer<typeof ZEnv>): DevMailboxConfig {
  const developing = e.NODE_ENV === 'development' || e.NODE_ENV === 'test';
  return { enabled: developing && !e.SMTP_URL, remote: e.DEV_MAILBOX_REMOTE };
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
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
