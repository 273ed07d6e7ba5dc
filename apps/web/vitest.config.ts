import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig, { preactCompat } from './vite.config.ts';

// The unit tests render with Preact, as the build does (decision 030), through the same plugin; the testing
// library keeps React's API (`@testing-library/react` on `preact/compat`, its `act` from `preact/test-utils`).
export default mergeConfig(
  viteConfig,
  defineProject({
    plugins: [preactCompat()],
    resolve: {
      // The ES modules (react-router's by its exports, the testing library's by its `module` field), not the
      // CommonJS builds Node would load, which `require` the real React past the aliases.
      mainFields: ['module', 'main'],
      conditions: ['module', 'import', 'development', 'default'],
      alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }],
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // Every dependency goes through Vite, so that the aliases apply inside them too; these few never touch React.
      server: { deps: { inline: [/node_modules\/(?!(zod|jose|pdf-lib|jsdom)\/)/] } },
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              // The libraries the app imports, bundled once (the cache is node_modules/.vite) instead of run module by
              // module in every test file: a file's first screen then shows in half the time (the received list's
              // 4.4 -> 2 s; Heroicons' indexes alone are 1,300 modules). One left off still runs, module by module,
              // unless it is CommonJS.
              '@headlessui/react',
              '@heroicons/react/16/solid',
              '@heroicons/react/20/solid',
              '@heroicons/react/24/outline',
              '@heroicons/react/24/solid',
              '@tanstack/react-query',
              '@testing-library/dom',
              '@testing-library/react',
              '@testing-library/user-event',
              'react-dropzone',
              'react-error-boundary',
              'react-hook-form',
              'react-hot-toast',
              'react-router',
              'react-select',
              'recharts',
              // CommonJS only (Headless UI, react-aria, recharts): bundled into ES modules, as the build does.
              'use-sync-external-store/shim',
              'use-sync-external-store/shim/index.js',
              'use-sync-external-store/shim/with-selector',
              'use-sync-external-store/shim/with-selector.js',
              'use-sync-external-store/with-selector',
              'use-sync-external-store/with-selector.js',
              // So that all of the above share the one Preact the rest runs with.
              'preact',
              'preact/compat',
              'preact/compat/client',
              'preact/hooks',
              'preact/jsx-runtime',
              'preact/test-utils',
            ],
          },
        },
      },
    },
  }),
);
