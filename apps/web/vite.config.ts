import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeRoutePreloads } from '../../scripts/route-preloads';

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

/** After the build is written: which chunks each area's first page needs, for its HTML (scripts/route-preloads). */
const routePreloads = (): Plugin => ({
  name: 'docverify:route-preloads',
  apply: 'build',
  writeBundle(options) {
    writeRoutePreloads(options.dir ?? 'dist');
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), productionBuild(), routePreloads()],
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
  },
});
