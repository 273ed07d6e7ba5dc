import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/environment';

const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Two cores: one browser worker next to the server keeps runs steady.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh data folder each run: the product's own first start (migrations, seed, first administrator).
    command: `rm -rf "${E2E_DATA_DIR}" && exec node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${E2E_BASE_URL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // The address people are given: credentials name it as their issuer and links use it. The tests open it, and
      // also localhost, where the checker must still recognise the server's own credentials.
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // A build made elsewhere (vite build --outDir) so side-by-side runs do not overwrite each other's.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
