import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { ConfigError, parseConfig, SETTING_NAMES } from './config';
import { createTestApp, type TestApp } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

/** What a complete production start sets: every check below takes one of these away. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'k'.repeat(32),
  SMTP_URL: 'smtp://mail.example.test:587',
  PAYMENT_GATEWAY: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_1',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return expect.unreachable('the configuration was accepted');
}

describe('configuration', () => {
  it('names every setting it reads in the README, so a newcomer finds each one', () => {
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## A safe production start'));
    expect(SETTING_NAMES.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('starts on embedded defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmail: 'admin@docverify.local',
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every malformed variable at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://x',
      ADMIN_EMAIL: 'nope',
      TRUST_PROXY: 'sometimes',
      DEV_MAILBOX_REMOTE: 'yes',
    }).join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'TRUST_PROXY', 'DEV_MAILBOX_REMOTE']) {
      expect(problems).toContain(name);
    }
  });

  it('requires a shared JWT secret in production', () => {
    const { JWT_SECRET: _, ...withoutSecret } = production;
    expect(problemsOf(withoutSecret).join('\n')).toMatch(/JWT_SECRET/);
    expect(parseConfig(production).env).toBe('production');
  });

  it('reads flags as true/false/1/0, one way for every flag', () => {
    expect(parseConfig({ S3_BUCKET: 'bucket', S3_FORCE_PATH_STYLE: '1' }).storage).toMatchObject({
      forcePathStyle: true,
    });
    expect(parseConfig({ S3_BUCKET: 'bucket', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
    expect(parseConfig({ DEV_MAILBOX_REMOTE: '1' }).devMailbox.remote).toBe(true);
    expect(parseConfig({ DEV_MAILBOX_REMOTE: '0' }).devMailbox.remote).toBe(false);
    expect(problemsOf({ ALLOW_OUTBOX_MAIL: 'TRUE' }).join('\n')).toMatch(/ALLOW_OUTBOX_MAIL/);
  });
});

describe('the dev mailbox (hole 10)', () => {
  it('exists in development and test while no SMTP server is configured, for this machine only', () => {
    expect(parseConfig({}).devMailbox).toEqual({ enabled: true, remote: false });
    expect(parseConfig({ NODE_ENV: 'test' }).devMailbox).toEqual({ enabled: true, remote: false });
  });

  it('does not exist once SMTP_URL is set, even with NODE_ENV unset', () => {
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox.enabled).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox.enabled).toBe(false);
  });

  it('does not exist in production, whatever else is set', () => {
    const { SMTP_URL: _, ...withoutSmtp } = production;
    const config = parseConfig({ ...withoutSmtp, ALLOW_OUTBOX_MAIL: 'true', DEV_MAILBOX_REMOTE: 'true' });
    expect(config.devMailbox.enabled).toBe(false);
  });

  it('answers other machines only when DEV_MAILBOX_REMOTE=true says so', () => {
    expect(parseConfig({ DEV_MAILBOX_REMOTE: 'true' }).devMailbox).toEqual({ enabled: true, remote: true });
  });
});

describe('a production start refuses unsafe defaults (hole 10)', () => {
  it('refuses to keep mail in the database unless ALLOW_OUTBOX_MAIL=true, and says nobody would get codes', () => {
    const { SMTP_URL: _, ...withoutSmtp } = production;
    const problems = problemsOf(withoutSmtp).join('\n');
    expect(problems).toMatch(/SMTP_URL/);
    expect(problems).toMatch(/ALLOW_OUTBOX_MAIL=true/);
    expect(problems).toMatch(/nobody/i);
    expect(parseConfig({ ...withoutSmtp, ALLOW_OUTBOX_MAIL: 'true' }).smtpUrl).toBeUndefined();
  });

  it('lists every missing production setting at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/JWT_SECRET[\s\S]*PAYMENT_GATEWAY[\s\S]*SMTP_URL/);
  });

  it('asks nothing of the sort outside production', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).payments.gateway).toBe('sandbox');
    expect(parseConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'test' }).smtpUrl).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: the address is the connection’s', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig(production).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes true, or a list of addresses, CIDR ranges and proxy-addr’s range names', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: '::1,fd00::/8,loopback' }).trustProxy).toEqual(['::1', 'fd00::/8', 'loopback']);
  });

  it('takes a hop count as a function, since Fastify ignores a number: the nearest hops are the proxies', () => {
    const [one, two] = ['1', '2'].map((count) => parseConfig({ TRUST_PROXY: count }).trustProxy);
    if (typeof one !== 'function' || typeof two !== 'function') return expect.unreachable('not a trust function');
    // Hop 0 is the connection's peer, hop 1 the last address in X-Forwarded-For, and so on.
    expect([0, 1, 2].map((hop) => one('203.0.113.1', hop))).toEqual([true, false, false]);
    expect([0, 1, 2].map((hop) => two('203.0.113.1', hop))).toEqual([true, true, false]);
  });

  it.each([
    '',
    'yes',
    '-1',
    '1.5',
    '10.0.0.0/33',
    '0.0.0.0/0',
    'fd00::/129',
    '10.0.0.0/8,proxy.local',
    '300.1.1.1',
    '10.0.0.0/8,',
  ])('refuses %j', (value) => {
    expect(problemsOf({ TRUST_PROXY: value }).join('\n')).toMatch(/^TRUST_PROXY: /);
  });
});

describe('TRUST_PROXY in the built application', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.destroy();
  });

  /** A per-address limit's remaining count, as a client with this socket address and header sees it. */
  async function remainingFor(app: TestApp, socket: string, forwardedFor: string) {
    const answer = await app.request({
      method: 'GET',
      url: '/api/viewer/no-such-viewer-code-0000',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return Number(answer.headers['x-ratelimit-remaining']);
  }

  it('by default, a forged X-Forwarded-For does not give a fresh per-address limit', async () => {
    const app = await createTestApp(database);
    apps.push(app);
    const first = await remainingFor(app, '198.51.100.10', '203.0.113.1');
    const second = await remainingFor(app, '198.51.100.10', '203.0.113.2');
    expect(Number.isInteger(first)).toBe(true);
    expect(second).toBe(first - 1);
  });

  it('with TRUST_PROXY=1, the address the proxy forwards is the client’s', async () => {
    const app = await createTestApp(database, { TRUST_PROXY: '1' });
    apps.push(app);
    const first = await remainingFor(app, '198.51.100.20', '203.0.113.1');
    const second = await remainingFor(app, '198.51.100.20', '203.0.113.2');
    expect(Number.isInteger(first)).toBe(true);
    expect(second).toBe(first);
  });

  it('with a list of proxies, believes the header from those proxies only', async () => {
    const app = await createTestApp(database, { TRUST_PROXY: '198.51.100.30,10.0.0.0/8' });
    apps.push(app);
    const viaProxy = await remainingFor(app, '198.51.100.30', '203.0.113.1');
    expect(await remainingFor(app, '198.51.100.30', '203.0.113.2')).toBe(viaProxy);
    const direct = await remainingFor(app, '198.51.100.31', '203.0.113.1');
    expect(await remainingFor(app, '198.51.100.31', '203.0.113.2')).toBe(direct - 1);
  });
});
