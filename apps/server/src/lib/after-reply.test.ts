import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createAfterReply, registerAfterReply } from './after-reply';

describe('work after the reply', () => {
  it('starts once the answer is sent, and settled() waits for it', async () => {
    const afterReply = createAfterReply(pino({ level: 'silent' }));
    const app = Fastify();
    registerAfterReply(app);
    const events: string[] = [];
    app.get('/', async () => {
      afterReply.run('test', async () => void events.push('work'));
      events.push('handler');
      return { ok: true };
    });
    app.addHook('onSend', async () => void events.push('send'));
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await afterReply.settled();
    expect(events).toEqual(['handler', 'send', 'work']);
    await app.close();
  });

  it('logs a failure instead of leaving it unhandled', async () => {
    const log = pino({ level: 'silent' });
    const error = vi.spyOn(log, 'error');
    const afterReply = createAfterReply(log);
    afterReply.run('failing', async () => {
      throw new Error('boom');
    });
    await afterReply.settled();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ work: 'failing' }), 'work after the reply failed');
  });
});
