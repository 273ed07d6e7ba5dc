import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, routePreloads, writeRoutePreloads } from './route-preloads';
import { pageBudgets, type TManifest } from './web-budget';

// The shape Vite writes, for two of the pages the budget names (the rest are left out of this manifest).
const manifest: TManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/layouts/app-layout.tsx', 'src/features/dashboard/routes/dashboard.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_menu.js': { file: 'assets/menu.js', imports: ['_react.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_charts.js': { file: 'assets/charts.js' },
  // The dashboard's answer schema, which its operation imports (decision 063).
  '_list-answers-Hash1.js': { file: 'assets/list-answers.js', name: 'list-answers', imports: ['_zod.js'] },
  'src/app/layouts/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['index.html', '_menu.js'] },
  'src/features/dashboard/routes/dashboard.tsx': {
    file: 'assets/dashboard.js',
    imports: ['index.html', '_react.js', '_list-answers-Hash1.js'],
    // Loaded on first use, after the page shows: not preloaded.
    dynamicImports: ['_charts.js'],
    css: ['assets/dashboard.css'],
  },
};

const onlyDashboard = () =>
  pageBudgets.filter((page) => page.page === '/dashboard').map((page) => ({ ...page, modules: [...page.modules] }));

describe('route preloads', () => {
  it("names a page's scripts beyond the entry, in the router's order, each once", () => {
    expect(pageBudgets.find((page) => page.page === '/dashboard')).toBeDefined();
    const preloads = routePreloads(manifest, onlyDashboard());
    expect(preloads).toEqual({
      '/dashboard': [
        '/assets/app-layout.js',
        '/assets/menu.js',
        '/assets/dashboard.js',
        '/assets/list-answers.js',
        '/assets/zod.js',
      ],
    });
  });

  it('writes them beside the manifest, where the server reads them and no browser can', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-preloads-'));
    try {
      fs.mkdirSync(path.join(dist, '.vite'));
      fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      writeRoutePreloads(dist, onlyDashboard());
      expect(ROUTE_PRELOADS_FILE.startsWith('.vite/')).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8'))).toEqual(
        routePreloads(manifest, onlyDashboard()),
      );
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
