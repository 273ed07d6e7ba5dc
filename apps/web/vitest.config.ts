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
      // Loaded by Node untransformed, react-loader-spinner gets styled-components' CommonJS build as its default
      // export and fails ("div is not a function"); bundled by Vite, the interop works.
      server: { deps: { inline: ['react-loader-spinner'] } },
    },
  }),
);
