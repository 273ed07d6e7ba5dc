import { defineConfig } from 'vitest/config';

// One test command for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'scripts', 'bench'],
  },
});
