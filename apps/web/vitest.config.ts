import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // As the server's: a page test that loads its lazy parts in jsdom can pass 5 s on a shared, busy machine.
      testTimeout: 20_000,
    },
  }),
);
