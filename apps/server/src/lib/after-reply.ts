import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Work a request starts and does not wait for, so that its answer takes the same time whatever that work finds
 * (a reset code is issued only for an account that exists; the answer must not tell). The work runs in this
 * process once the answer has been sent (outside a request: on the next turn of the event loop); a failure is
 * logged, never unhandled. `settled()` waits for all of it, queued or running: tests read the mail it sends, and
 * the server waits for it before closing the database.
 */
export type AfterReply = {
  run(label: string, work: () => Promise<void>): void;
  settled(): Promise<void>;
};

// The starts of the work queued by the request running now, called once its answer is out (registerAfterReply).
const requestQueue = new AsyncLocalStorage<Array<() => void>>();

export function createAfterReply(log: FastifyBaseLogger): AfterReply {
  const pending = new Set<Promise<void>>();
  return {
    run(label, work) {
      let start: () => void = () => {};
      const gate = new Promise<void>((resolve) => (start = resolve));
      const task = gate
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: label }, 'work after the reply failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
      const queue = requestQueue.getStore();
      if (queue) queue.push(start);
      else setImmediate(start);
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

/**
 * Holds each request's after-reply work until its answer has gone out (onResponse: the last byte handed to the
 * socket) or the client has gone, so that work, synchronous database calls included, never delays the answer.
 */
export function registerAfterReply(app: FastifyInstance): void {
  const queues = new WeakMap<object, Array<() => void>>();
  const startQueued = async (request: { raw: object }) => {
    for (const start of queues.get(request.raw)?.splice(0) ?? []) start();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const queue: Array<() => void> = [];
    queues.set(request.raw, queue);
    requestQueue.run(queue, done);
  });
  app.addHook('onResponse', startQueued);
  app.addHook('onRequestAbort', startQueued);
}
