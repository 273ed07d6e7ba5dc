import { Worker } from 'node:worker_threads';
import type { WorkerInput, WorkerMessage } from './worker-protocol';

/**
 * The thread's first script: it loads the TypeScript module through tsx's API, which (unlike `--import tsx`
 * inherited from this process) works in worker threads on Node 20, and under the test runner as well.
 */
function bootstrap(moduleUrl: string): string {
  const tsx = import.meta.resolve?.('tsx/esm/api') ?? 'tsx/esm/api';
  return `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(moduleUrl)}, ${JSON.stringify(moduleUrl)}))`;
}

/**
 * Starts the generating thread and yields what it posts, one message at a time. Each message taken tells the
 * thread it may make one more, so at most a few batches wait in memory however fast either side is.
 */
export async function* generatedRows(input: Omit<WorkerInput, 'flow'>): AsyncGenerator<WorkerMessage> {
  const flow = new SharedArrayBuffer(4);
  const written = new Int32Array(flow);
  const worker = new Worker(bootstrap(new URL('./generate-worker.ts', import.meta.url).href), {
    eval: true,
    workerData: { ...input, flow } satisfies WorkerInput,
  });
  const queue: WorkerMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`The generating thread stopped before it finished (exit code ${code})`);
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message) {
        yield message;
        Atomics.add(written, 0, 1);
        Atomics.notify(written, 0);
        if (message.kind === 'done') return;
        continue;
      }
      // An exit is only a failure once every message it posted before exiting has been taken.
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await worker.terminate();
  }
}
