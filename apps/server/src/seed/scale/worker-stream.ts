import { startTypeScriptWorker } from '../../lib/workers/typescript-worker';
import type { WorkerInput, WorkerMessage } from './worker-protocol';

/**
 * Starts the generating thread and yields what it posts, one message at a time. Each message taken tells the
 * thread it may make one more, so at most a few batches wait in memory however fast either side is.
 */
export async function* generatedRows(input: Omit<WorkerInput, 'flow'>): AsyncGenerator<WorkerMessage> {
  const flow = new SharedArrayBuffer(4);
  const written = new Int32Array(flow);
  const worker = startTypeScriptWorker(new URL('./generate-worker.ts', import.meta.url).href, {
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
