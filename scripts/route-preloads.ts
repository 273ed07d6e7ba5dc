// The files each first page of an area needs beyond the entry, for the server to name in that page's HTML as
// `<link rel="modulepreload">` (apps/server/src/web-app.ts; for the largest paint). Without them a phone learns of a
// page's chunks only once the entry has downloaded and run, then fetches two dozen small files six at a time
// over HTTP/1.1: on slow 4G that chain, not the bytes, held the signed-in pages' first paint past 2.5 s.
import fs from 'node:fs';
import path from 'node:path';
import { entryKey, pageBudgets, loadClosure, type TManifest, type TPageBudget } from './web-budget';

/**
 * Written by the build beside its manifest (dist/.vite, which the server never serves): page path → asset URLs to
 * preload, in the order the router needs them.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The pages whose chunks are named: the first page of each area and sign-in, as the weight budget lists them. */
export function routePreloads(manifest: TManifest, pages: TPageBudget[] = pageBudgets): Record<string, string[]> {
  const entryFiles = new Set(loadClosure(manifest, [entryKey(manifest)]));
  return Object.fromEntries(
    pages.map(({ page, modules }) => [
      page,
      loadClosure(manifest, modules)
        .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
        .map((file) => `/${file}`),
    ]),
  );
}

/** Reads the build's manifest in `distDir` and writes the preloads beside it. */
export function writeRoutePreloads(distDir: string, pages?: TPageBudget[]): Record<string, string[]> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as TManifest;
  const preloads = routePreloads(manifest, pages);
  fs.writeFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
  return preloads;
}
