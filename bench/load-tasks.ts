/**
 * `npm run load-tasks -w bench -- --dist A [--dist B …]`: what blocks a phone's main thread while a page loads, for
 * web builds compared in one run. Lighthouse's TBT on these shared machines varies more between runs of
 * one build (the list: 158–1,113 ms) than a change to a page moves it, so this loads the page from each build in
 * turn (A, B, A, B, …) in Chromium with its CPU slowed 4× on a 412×823 phone screen, each from an empty cache with
 * a signed-in individual's twelve requests, and reads the page's own long tasks (PerformanceObserver `longtask`)
 * from the navigation until the list's rows are on screen and one quiet second has passed. It prints each load and,
 * per build, the medians of: blocking (Σ of each task's time over 50 ms, from first paint: Lighthouse's TBT, but
 * measured on the throttled load rather than simulated), the longest task, all long tasks, and the time to the rows.
 *
 *   -- --dist DIR               a web build (`npm run build` writes apps/web/dist); give two or more to compare
 *   -- --runs 8                 loads per build
 *   -- --path /dashboard/document/sent   the page (signed in as the individual)
 *   -- --rows 9                 rows (`th scope=row`) that mean the page is there
 *   -- --cpu-slowdown 4         Chromium's CPU throttling rate
 *   -- --network slow4g         also throttle the network as Lighthouse's devtools throttling does (562.5 ms round
 *                               trips, 1.47 Mbit/s down): the chunks then arrive apart (default: none)
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { median } from './support/median';
import { signedInIndividual, startProductServer, useSession, type Session } from './support/product-server';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '8' },
    path: { type: 'string', default: '/dashboard/document/sent' },
    rows: { type: 'string', default: '9' },
    'cpu-slowdown': { type: 'string', default: '4' },
    network: { type: 'string', default: 'none' },
  },
});
if (!args.dist?.length) throw new Error('give at least one --dist (a web build folder)');
if (args.network !== 'none' && args.network !== 'slow4g') throw new Error('--network is none or slow4g');
/** Lighthouse's "slow 4G" preset as its devtools throttling applies it (CDP takes bytes per second). */
const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
const slow4g = {
  offline: false,
  latency: requestLatencyMs,
  downloadThroughput: (downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (uploadThroughputKbps * 1024) / 8,
};
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-load-tasks-'));

type Load = { blocking: number; longest: number; longTasks: number; tasks: number; rowsAt: number };

declare const window: { __longTasks: [number, number][] };
declare const document: { querySelectorAll(selector: string): { length: number } };
declare const performance: { now(): number; getEntriesByName(name: string): { startTime: number }[] };
declare const PerformanceObserver: new (
  callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
) => {
  observe(options: { type: string; buffered: boolean }): void;
};

async function load(browser: Browser, origin: string, session: Session): Promise<Load> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await useSession(page, origin, session);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args['cpu-slowdown']) });
    if (args.network === 'slow4g') await cdp.send('Network.emulateNetworkConditions', slow4g);
    // Runs in the page before its scripts: every long task of the load, as the browser reports it.
    await page.evaluateOnNewDocument(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}${args.path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      (rows: number) => document.querySelectorAll('tbody th[scope="row"]').length >= rows,
      { timeout: 60_000, polling: 50 },
      Number(args.rows),
    );
    const rowsAt = await page.evaluate(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    await cdp.detach();
    const blocking = tasks
      .filter(([start, duration]) => start + duration > firstPaint)
      .reduce((sum, [start, duration]) => sum + Math.max(0, duration - 50 - Math.max(0, firstPaint - start)), 0);
    return {
      blocking,
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      longTasks: tasks.reduce((sum, [, duration]) => sum + duration, 0),
      tasks: tasks.length,
      rowsAt,
    };
  } finally {
    await page.close();
  }
}

const ms = (value: number) => Math.round(value).toString().padStart(7);
const header = `${'build'.padEnd(44)} ${'block'.padStart(7)} ${'longest'.padStart(7)} ${'long'.padStart(7)} ${'tasks'.padStart(5)} ${'rows at'.padStart(7)}`;
const line = (label: string, m: Load) =>
  `${label.padEnd(44)} ${ms(m.blocking)} ${ms(m.longest)} ${ms(m.longTasks)} ${String(m.tasks).padStart(5)} ${ms(m.rowsAt)}`;

async function main() {
  const builds = [];
  for (const [i, dist] of args.dist!.entries()) {
    const server = await startProductServer({ dist: path.resolve(dist), dataDir: path.join(temp, `data-${i}`) });
    builds.push({
      label: path.resolve(dist),
      server,
      session: await signedInIndividual(server.origin, server.dataDir),
    });
  }
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
  });
  const loads = new Map<string, Load[]>(builds.map((build) => [build.label, []]));
  try {
    console.log(
      `\n${args.path}: ${args.runs} loads per build in turn, ${args['cpu-slowdown']}× CPU, network ${args.network}, 412×823 (ms)`,
    );
    console.log(header);
    // One warm-up load per build: the server's first answers and the browser's own start are not the page's.
    for (const build of builds) await load(browser, build.server.origin, build.session);
    for (let run = 1; run <= Number(args.runs); run++) {
      for (const build of builds) {
        const measured = await load(browser, build.server.origin, build.session);
        loads.get(build.label)!.push(measured);
        console.log(line(`${path.basename(build.label)} #${run}`, measured));
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) build.server.stop();
  }
  console.log(`\nMedians of ${args.runs}`);
  console.log(header);
  for (const [label, measured] of loads) {
    const pick = (key: keyof Load) => median(measured.map((m) => m[key]));
    console.log(
      line(label.slice(-44), {
        blocking: pick('blocking'),
        longest: pick('longest'),
        longTasks: pick('longTasks'),
        tasks: pick('tasks'),
        rowsAt: pick('rowsAt'),
      }),
    );
  }
  fs.rmSync(temp, { recursive: true, force: true });
}

await main();
