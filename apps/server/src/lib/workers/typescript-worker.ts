import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module (`moduleUrl`, e.g. `new URL('./x.ts', import.meta.url).href`). Its
 * first script loads the module through tsx's API, which (unlike `--import tsx` inherited from this process)
 * works in worker threads on Node 20, and under the test runner as well.
 */
export function startTypeScriptWorker(moduleUrl: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const tsx = import.meta.resolve?.('tsx/esm/api') ?? 'tsx/esm/api';
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(moduleUrl)}, ${JSON.stringify(moduleUrl)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
