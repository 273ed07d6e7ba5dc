import path from 'node:path';

// E2E_PORT lets two people (or two helpers) run browser tests side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(
  import.meta.dirname,
  process.env.E2E_PORT ? `../.data-${E2E_PORT}` : '../.data',
);
export const E2E_ADMIN = { email: 'first.admin@e2e.test', password: 'E2e-admin-pass1' };
