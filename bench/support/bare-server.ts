import Fastify from 'fastify';

/** The floor of this machine in this run: a Fastify route doing nothing, with no logging, hooks or database. */
export async function startBareServer() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => app.close() };
}
