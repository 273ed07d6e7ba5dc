import { signedInToken } from './second-factor';
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { openDatabase } from '../../apps/server/src/db/database';
import {
  createAdmin,
  createDocument,
  createOrganisationUser,
  createUser,
} from '../../apps/server/src/testing/factories';
import { compressAssets } from '../../scripts/compress-assets';
import { checkBudget } from '../../scripts/web-budget';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The web app built for production into `dist`, with its compressed copies and weight budget as `npm run build`. */
export function buildWeb(dist: string): string {
  console.log(`building the web app into ${dist} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  });
  compressAssets(dist);
  checkBudget(dist);
  return dist;
}

/**
 * The product's own start, as `npm start` runs it (migrations, reference data), serving the web build `dist` from a
 * data folder of its own; `repo` runs the server of another checkout (same database schema); `env` adds to or
 * overrides its environment (`DATABASE_URL` for PostgreSQL).
 */
export async function startProductServer({
  dist,
  dataDir,
  repo,
  env = {},
}: {
  dist: string;
  dataDir: string;
  repo?: string;
  env?: NodeJS.ProcessEnv;
}) {
  const port = Number(process.env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(repo ?? repoRoot),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'lighthouse.admin@docverify.local',
      ADMIN_PASSWORD: 'Lighthouse-admin-1',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    const up = await fetch(`${origin}/api/docs/json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (i > 120) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, dataDir, stop: () => child.kill('SIGTERM') };
}

export type Session = { token: string; userType: string };

/** Every state a request can be in, so lists, counts and charts have each. */
const STATUSES = ['awaiting_payment', 'submitted', 'pending', 'verified', 'queried', 'archived'] as const;

async function postJson(origin: string, url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs an account in through the API (the administrators' own sign-in for them), as the app stores it. */
async function signIn(origin: string, account: { email: string; password: string }, admin = false): Promise<Session> {
  const response = await fetch(`${origin}/api/${admin ? 'system/admin/login' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as Parameters<typeof signedInToken>[0] & {
    user: { category: string | null; system_admin_type: string | null };
  };
  // Passkeys belong to a domain name: the server accepts them at localhost on its port.
  const passkeyOrigin = origin.replace('127.0.0.1', 'localhost');
  const token = await signedInToken(
    answer,
    (url, body, headers) => postJson(origin, url, body, headers),
    passkeyOrigin,
  );
  return { token, userType: answer.user.system_admin_type ?? answer.user.category ?? '' };
}

/** An individual with requests in several states, through the factories the tests use; signed in through the API. */
export async function signedInIndividual(origin: string, dataDir: string): Promise<Session> {
  return (await signedInAccounts(origin, dataDir)).individual;
}

/**
 * An individual, an organisation's owner and an administrator, through the factories the tests use, signed in
 * through the API. The individual sent 14 requests to the organisation, some in every state (a full first page of
 * nine and a second page), and other individuals sent it 14 more: the individual's lists and dashboard, the
 * organisation's queue and dashboard and the administrator's dashboard all have rows.
 */
export async function signedInAccounts(
  origin: string,
  dataDir: string,
): Promise<{ individual: Session; organisation: Session; admin: Session }> {
  const db = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
  const { user: owner, organisation } = await createOrganisationUser(db);
  const user = await createUser(db, { first_name: 'Ife', last_name: 'Adeyemi', category: 'indv' });
  for (let i = 0; i < 14; i++) {
    await createDocument(db, { uploader: user, organisation, status: STATUSES[i % STATUSES.length]! });
  }
  for (let i = 0; i < 14; i++) {
    const other = await createUser(db, { category: 'indv' });
    await createDocument(db, { uploader: other, organisation, status: STATUSES[i % STATUSES.length]! });
  }
  const admin = await createAdmin(db);
  await db.destroy();
  return {
    individual: await signIn(origin, user),
    organisation: await signIn(origin, owner),
    admin: await signIn(origin, admin, true),
  };
}

/** Opens the origin's sign-in page and stores the session as the app does (lib/storage), or clears it. */
export async function useSession(page: Page, origin: string, session: Session | undefined): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.evaluate(
    (token, userType) => {
      // Runs in the page; this file is typed for Node.
      type TStore = { clear(): void; setItem(key: string, value: string): void };
      const store = (globalThis as unknown as { localStorage: TStore }).localStorage;
      store.clear();
      if (!token || !userType) return;
      store.setItem('userToken', JSON.stringify(token));
      store.setItem('userType', userType);
    },
    session?.token,
    session?.userType,
  );
}
