import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The request a piece of code runs for, wherever it logs from: route handlers log through `request.log`, but
 * services, mailers and repositories log through the application's logger (`ctx.log`), which has no request in
 * its bindings. The logger's mixin reads this, so every line written while a request runs carries its id.
 */
const requestStore = new AsyncLocalStorage<{ reqId: string }>();

/** pino's `mixin`: the running request's id, or nothing outside a request (start-up, jobs). */
export function requestIdMixin(): { reqId?: string } {
  return requestStore.getStore() ?? {};
}

/** Runs `work` as part of the request with this id (for code that a request's async context does not reach). */
export function runInRequestContext<T>(reqId: string, work: () => T): T {
  return requestStore.run({ reqId }, work);
}

// What a load balancer or proxy writes (an UUID, a hex trace id): short and plain, so it cannot forge log lines.
const PLAIN_ID = /^[\w.:-]{1,64}$/;

/**
 * Fastify's `genReqId`. The proxy's `X-Request-Id` is kept so one id follows a request through the proxy's logs
 * and ours, but only when a proxy is trusted (TRUST_PROXY): otherwise it is the client's own word, and a client
 * could make its requests share an id with someone else's.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return function genReqId(request: IncomingMessage): string {
    const given = request.headers['x-request-id'];
    if (trustProxy && typeof given === 'string' && PLAIN_ID.test(given)) return given;
    return randomUUID();
  };
}

/**
 * Runs the rest of each request's lifecycle inside its context (the first hook, so everything after it sees the
 * id) and hands the id back in `X-Request-Id`, so a person reporting a problem can quote it.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestStore.run({ reqId: request.id }, done);
  });
}
