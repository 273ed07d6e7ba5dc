/**
 * The scale targets tried as a person would: on a database `npm run seed:scale` filled, the product as
 * `npm start` serves it (its web build, its own start), in Chromium at 390×844 and at 1280×800. The administrator
 * signs in and opens the dashboard, every list, sort, filter, search and last page, the transactions and the audit
 * trail; the busiest organisation its dashboard and received requests; the person with the most requests their
 * own. Each step is timed from the navigation (the router's, as a link or a control does
 * it: a list's page, sort, filter and search live in its URL) to the page showing its answer: every API call it
 * made answered, nothing marked busy, the pagination's 'Page X of Y' on screen for a list. Beside it, the slowest
 * API call of the step as the browser timed it. Nothing is asserted (these machines are shared and noisy).
 *
 *   npm run walkthrough -w bench -- --existing DATA_DIR|postgres://…  [--password Scale-pass-2026] [--dist DIR]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from 'playwright-core';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/database';
import { buildWeb, startProductServer } from './support/product-server';
import { findScaleSubjects } from './support/scale-accounts';
import { existingDatabase, SCALE_PASSWORD } from './support/scale-database';

const { values: args } = parseArgs({
  options: {
    existing: { type: 'string' },
    password: { type: 'string', default: SCALE_PASSWORD },
    /** A web build to serve instead of building one. */
    dist: { type: 'string' },
  },
});
if (!args.existing) throw new Error('--existing DATA_DIR|postgres://… names a database npm run seed:scale filled');

// What the functions run in the page use of it (this file is typed for Node).
declare const window: {
  history: { pushState(state: unknown, unused: string, url: string): void };
  dispatchEvent(event: unknown): void;
  localStorage: { clear(): void };
};
declare const document: { querySelector(selector: string): unknown; body: { innerText: string } };
declare const PopStateEvent: new (type: string) => unknown;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-walkthrough-'));

/** Who signs in, and what they look for, read once from the seeded database. */
async function readAccounts(target: DatabaseTarget) {
  const db = openDatabase(target);
  try {
    const administrator = await db
      .selectFrom('users')
      .select('email')
      .where('system_admin_type', '=', '1')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { administrator: administrator.email, ...(await findScaleSubjects(db)) };
  } finally {
    await db.destroy();
  }
}

type Accounts = Awaited<ReturnType<typeof readAccounts>>;
type Timing = { step: string; ms: number; calls: number; slowestCallMs: number; shows?: string };
const isDashboard = (url: string) => ['/admin/dashboard', '/org/dashboard', '/dashboard'].includes(url);

/** Watches the API calls a step makes, so that it ends once every one of them has been answered. */
function watchCalls(page: Page) {
  let pending = 0;
  let started: Request[] = [];
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    pending += 1;
    started.push(request);
  });
  const settle = (request: Request) => {
    if (isApi(request)) pending -= 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    begin: () => (started = []),
    pending: () => pending,
    made: () => started,
  };
}

/** A list's 'Page X of Y' (or 'of about Y'), as the pagination writes it. */
const PAGINATION = 'Page \\d[\\d,]* of (?:about )?(\\d[\\d,]*)';
const paginationText = (page: Page) =>
  page
    .getByText(new RegExp(`^${PAGINATION}$`))
    .first()
    .textContent({ timeout: 30_000 });

async function walk(page: Page, origin: string, accounts: Accounts): Promise<Timing[]> {
  const calls = watchCalls(page);
  const timings: Timing[] = [];

  /**
   * Navigates the way a link does (the router's own history), or opens a dashboard afresh (as a bookmark or the
   * first visit of the day, the app's files from the browser's cache: a link to it would find the answers its
   * sign-in just fetched), and waits until the page shows its answer: the API calls it made answered, nothing
   * marked busy, and a list's 'Page X of Y' on screen.
   */
  async function open(step: string, url: string): Promise<void> {
    const list = !isDashboard(url);
    calls.begin();
    const started = performance.now();
    if (!list) {
      await page.goto(`${origin}${url}`);
    } else {
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    // Every step opens an address not seen before, so it asks the server at least once.
    while (calls.made().length === 0) {
      if (performance.now() - started > 10_000) throw new Error(`${step}: no API call within 10 s`);
      await page.waitForTimeout(2);
    }
    while (calls.pending() > 0) await page.waitForTimeout(2);
    await page.waitForFunction(
      ({ list, pagination }) =>
        !document.querySelector('[aria-busy="true"]') &&
        (!list || new RegExp(pagination).test(document.body.innerText)),
      { list, pagination: PAGINATION },
      { timeout: 60_000, polling: 'raf' },
    );
    const ms = performance.now() - started;
    const made = calls.made();
    const slowestCallMs = Math.max(0, ...made.map((request) => request.timing().responseEnd));
    const shows = list ? ((await paginationText(page)) ?? undefined) : undefined;
    timings.push({ step, ms, calls: made.length, slowestCallMs, ...(shows ? { shows } : {}) });
  }

  /** The last page of the list the step before opened, as its pagination read. */
  const lastPageOf = () => Number(new RegExp(PAGINATION).exec(timings.at(-1)?.shows ?? '')![1]!.replaceAll(',', ''));

  async function signIn(loginPath: string, email: string) {
    await page.goto(`${origin}${loginPath}`);
    await page.getByLabel(/^e-?mail/i).fill(email);
    await page.getByLabel(/^password$/i).fill(args.password);
    const started = performance.now();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 60_000 });
    // The password check is slow on purpose (scrypt): this step is not one of the answers the issue times.
    timings.push({ step: `sign in at ${loginPath}`, ms: performance.now() - started, calls: 0, slowestCallMs: 0 });
  }

  const signOut = async () => {
    await page.evaluate(() => window.localStorage.clear());
  };

  const { rareTerm, commonTerm, documentType } = accounts;
  const q = (values: Record<string, string | number>) =>
    `?${new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]))}`;

  await signIn('/login/admin', accounts.administrator);
  await open('admin: dashboard (opened afresh)', '/admin/dashboard');
  await open('admin: all documents', '/admin/document/all');
  const allLast = lastPageOf();
  await open('admin: all documents, by name', `/admin/document/all${q({ sort: 'name', order: 'asc' })}`);
  await open('admin: all documents, by status desc', `/admin/document/all${q({ sort: 'status', order: 'desc' })}`);
  await open('admin: all documents, queried', `/admin/document/all${q({ verifier_status: 'queried' })}`);
  await open('admin: queried documents, by name', `/admin/document/queried${q({ sort: 'name', order: 'asc' })}`);
  await open(`admin: all documents, ${documentType}`, `/admin/document/all${q({ details: documentType })}`);
  await open('admin: all documents, search rare', `/admin/document/all${q({ search: rareTerm })}`);
  await open('admin: all documents, search common', `/admin/document/all${q({ search: commonTerm })}`);
  await open(`admin: all documents, last page (${allLast})`, `/admin/document/all${q({ page: allLast })}`);
  await open('admin: transactions', '/admin/transaction');
  const paymentsLast = lastPageOf();
  await open('admin: transactions, confirmed', `/admin/transaction${q({ status: 'confirmed' })}`);
  await open('admin: transactions, search common', `/admin/transaction${q({ search: commonTerm })}`);
  await open(`admin: transactions, last page (${paymentsLast})`, `/admin/transaction${q({ page: paymentsLast })}`);
  await open('admin: audit trail', '/admin/audit');
  const auditLast = lastPageOf();
  await open('admin: audit trail, search common', `/admin/audit${q({ search: commonTerm })}`);
  await open(`admin: audit trail, last page (${auditLast})`, `/admin/audit${q({ page: auditLast })}`);
  await open('admin: individual users', '/admin/user/individual');
  await open('admin: individual users, search common', `/admin/user/individual${q({ search: commonTerm })}`);
  await open('admin: organisation users', '/admin/user/organization');
  await open('admin: administrators', '/admin/user/admin');
  await open('admin: verifying bodies', '/admin/service/verifyingbody');
  await signOut();

  await signIn('/login', accounts.organisationEmail);
  await open('organisation: dashboard (opened afresh)', '/org/dashboard');
  await open('organisation: received', '/org/document/received');
  const receivedLast = lastPageOf();
  await open('organisation: received, by name', `/org/document/received${q({ sort: 'name', order: 'asc' })}`);
  await open('organisation: received, queried', `/org/document/received${q({ verifier_status: 'queried' })}`);
  await open('organisation: received, search common', `/org/document/received${q({ search: commonTerm })}`);
  await open(
    `organisation: received, last page (${receivedLast})`,
    `/org/document/received${q({ page: receivedLast })}`,
  );
  await open('organisation: sent', '/org/document/sent');
  await open('organisation: referred requests', '/org/referrals/document');
  await open('organisation: staff', '/org/staff/all');
  await signOut();

  await signIn('/login', accounts.personEmail);
  await open('individual: dashboard (opened afresh)', '/dashboard');
  await open('individual: sent', '/dashboard/document/sent');
  const ownLast = lastPageOf();
  await open(`individual: sent, last page (${ownLast})`, `/dashboard/document/sent${q({ page: ownLast })}`);
  await open('individual: sent, search common', `/dashboard/document/sent${q({ search: commonTerm })}`);
  await open('individual: transactions', '/dashboard/transaction');
  await signOut();
  return timings;
}

const viewports = [
  { name: 'phone 390×844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop 1280×800', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

async function main() {
  const { target, dataDir } = existingDatabase(args.existing!);
  const accounts = await readAccounts(target);
  const dist = args.dist ? path.resolve(args.dist) : buildWeb(path.join(temp, 'dist'));
  const server = await startProductServer({
    dist,
    dataDir: dataDir ?? path.join(temp, 'data'),
    env: target.dialect === 'postgres' ? { DATABASE_URL: target.url } : {},
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    for (const { name, ...device } of viewports) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const timings = await walk(page, server.origin, accounts);
      await context.close();
      console.log(`\n${target.dialect}, ${name}: ms from the navigation to the answer on screen\n`);
      console.log(
        `${'step'.padEnd(52)} ${'shown ms'.padStart(8)} ${'calls'.padStart(5)} ${'slowest call ms'.padStart(15)}  shows`,
      );
      for (const t of timings) {
        console.log(
          `${t.step.padEnd(52)} ${t.ms.toFixed(0).padStart(8)} ${String(t.calls).padStart(5)} ${t.slowestCallMs.toFixed(0).padStart(15)}  ${t.shows ?? ''}`,
        );
      }
      const slowest = timings.filter((t) => t.calls > 0).reduce((a, b) => (b.ms > a.ms ? b : a));
      console.log(`\nslowest step: ${slowest.step}, ${slowest.ms.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

await main();
