import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { OneLinePerRequest } from '../app';
import { registerRequestContext, requestIdGenerator, requestIdMixin } from './request-context';

type Line = Record<string, unknown> & { msg: string };

/** A Fastify app wired as buildApp wires it, whose log lines (JSON) are kept in `lines`. */
function appWithLog(trustProxy: boolean) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const log = pino({ level: 'info', mixin: requestIdMixin }, sink);
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    trustProxy,
    genReqId: requestIdGenerator(trustProxy),
    childLoggerFactory: (logger, _bindings, options) => logger.child({}, options),
  });
  registerRequestContext(app);
  // A "service" logging through the application's logger after an await, as services do with ctx.log.
  app.get('/work', async (request) => {
    request.log.info('handler starts');
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.info('service logs through the root logger');
    return { ok: true };
  });
  return { app, log, lines };
}

describe('request ids in every log line', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('puts the same id, once, on every line a request writes, and answers with it', async () => {
    const { app, lines } = appWithLog(false);
    close = () => app.close();
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/work' }),
      app.inject({ method: 'GET', url: '/work' }),
    ]);
    const ids = [first!.headers['x-request-id'], second!.headers['x-request-id']];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    for (const id of ids) {
      const mine = lines.filter((line) => line.reqId === id).map((line) => line.msg);
      expect(mine.sort()).toEqual(['handler starts', 'request', 'service logs through the root logger']);
    }
    // pino writes a duplicated key twice; the parsed line would hide it, the raw text would not.
    expect(lines).toHaveLength(6);
  });

  it('writes no id outside a request', () => {
    const { log, lines } = appWithLog(false);
    log.info('starting up');
    expect(lines[0]).not.toHaveProperty('reqId');
  });

  it("keeps a trusted proxy's X-Request-Id, and makes its own when the proxy is not trusted or the id is odd", async () => {
    const trusted = appWithLog(true);
    const untrusted = appWithLog(false);
    close = async () => {
      await trusted.app.close();
      await untrusted.app.close();
    };
    const given = { 'x-request-id': 'lb-7f3a9c.1' };
    const kept = await trusted.app.inject({ method: 'GET', url: '/work', headers: given });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c.1');
    expect(trusted.lines.every((line) => line.reqId === 'lb-7f3a9c.1')).toBe(true);

    const ignored = await untrusted.app.inject({ method: 'GET', url: '/work', headers: given });
    expect(ignored.headers['x-request-id']).not.toBe('lb-7f3a9c.1');

    const forged = await trusted.app.inject({
      method: 'GET',
      url: '/work',
      headers: { 'x-request-id': 'a"}\n{"level":60,"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
