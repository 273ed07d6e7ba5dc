import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Password hashing and a database per file: give slow machines room without hiding hangs.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
