import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeRoutePreloads } from '../../scripts/route-preloads';
import { stagedEntry } from '../../scripts/staged-entry';

// In development the API runs beside Vite; in production the server serves dist/ itself.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

// react-router's package exports point every bundler at its development build (warnings and all); its production
// build sits beside it. The build takes that one (decision 019).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * Every `vite build` is a production build, whatever NODE_ENV the shell holds: `NODE_ENV=development` is a
 * documented setting of the server (dev mailbox), and Vite would otherwise build React's development bundle from
 * it, 46 % larger (decision 019). Vite reads NODE_ENV after the config hooks run.
 */
const productionBuild = (): Plugin => ({
  name: 'docverify:production-build',
  apply: 'build',
  config() {
    process.env.NODE_ENV = 'production';
    return {
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
        ],
      },
    };
  },
});

/**
 * Preact renders through its React compatibility layer (decision 030): `react`, `react-dom` and the JSX runtime
 * resolve to Preact's, 58 KB (gzip) lighter on every page. The build applies it, and so do the unit tests
 * (vitest.config.ts), so they render what ships; the dev server keeps React for its Fast Refresh. The browser tests
 * run on the build.
 */
export const preactCompat = (apply?: 'build'): Plugin => ({
  name: 'docverify:preact-compat',
  apply,
  // Before Vite's own resolver, which would otherwise answer `react-is` first and never ask this plugin.
  enforce: 'pre',
  config() {
    return {
      resolve: {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react(-dom)?$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        ],
      },
    };
  },
  // recharts asks react-is whether a child is a fragment, which React 19's react-is answers only for React's own
  // elements; Preact's compatibility layer answers it for its own. (Other users of react-is keep theirs.)
  async resolveId(source, importer, options) {
    if (source !== 'react-is' || !importer?.includes('/node_modules/recharts/')) return null;
    return this.resolve('preact/compat', importer, { ...options, skipSelf: true });
  },
});

/** After the build is written: which chunks each area's first page needs, for its HTML (scripts/route-preloads). */
const routePreloads = (): Plugin => ({
  name: 'docverify:route-preloads',
  apply: 'build',
  writeBundle(options) {
    writeRoutePreloads(options.dir ?? 'dist');
  },
});

// The entry, what it imports, and the app it starts: six files for a browser's six connections (decision 047).
const staged = stagedEntry();

export default defineConfig({
  plugins: [react(), tailwindcss(), productionBuild(), preactCompat('build'), staged.plugin, routePreloads()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/dev/': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest maps each route's module to its chunk and their imports: scripts/web-budget.ts reads it.
    manifest: true,
    rolldownOptions: {
      // react-router reads React 19's `useOptimistic` when the renderer has it and falls back when not; Preact's
      // compatibility layer has not (decision 030), which is the case that fallback is for.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      // Inlining common chunks (below) may drop an entry's unused exports; the app's one entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        // On a slow network every file costs a round trip: the form kit every form page shares (react-hook-form
        // and our plain fields) is one file, not ten. Only these modules, not what they import: the zod resolver,
        // react-select and the file drop stay in their own chunks, off sign-in.
        codeSplitting: {
          // The pages' small shared chunks (icons, helpers, headless UI's pieces; 20 of the list page's 36 files
          // were under 2 KB) are copied into the chunks that read them, one runtime keeping each module's single
          // state: a page loads 17–18 files instead of 27–36 for 2–4 KB more (decision 038). Style modules stay
          // files, as rolldown advises for Vite's CSS plugin.
          experimentalInlineCommonChunks: {
            maxSize: 8192,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'forms',
              test: /node_modules\/(react-hook-form|@hookform\/resolvers\/dist)\/|\/src\/(components\/form\/(field-parts|text-field|email-field|form-alert|select-field)|lib\/form-errors)\./,
            },
            ...staged.groups,
          ],
        },
      },
    },
  },
});
