import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Vite names every file under assets/ after its content, so a changed file gets a new name: a browser may keep
 * what it has for a year without asking again. index.html names the current files, so it is checked every time.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const INDEX_CACHE = 'no-cache';

/**
 * Serves the built web app, with every non-API path falling back to index.html for the client router. The build
 * writes a brotli (.br) and a gzip (.gz) copy beside each file (scripts/compress-assets.ts); the one the browser
 * accepts is sent as is, with `Vary: Accept-Encoding`, and the plain file otherwise (decision 019).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  const assetsDir = path.join(path.resolve(distDir), 'assets') + path.sep;
  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').sendFile('index.html');
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Wildcard serving reads the folder per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      preCompressed: true,
      // Set per file below; send's own default (max-age=0) would say nothing useful.
      cacheControl: false,
      // dist/.vite holds the build's manifest: for the weight budget, not for browsers.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? HASHED_ASSET_CACHE : INDEX_CACHE);
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!built) return reply.code(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    // A missing script or style must not come back as HTML: the browser would report a confusing MIME error.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(reply);
  });
}
