import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const withPreloads = indexWithPreloads(distDir, new URL(request.url, 'http://localhost').pathname);
    if (withPreloads === undefined) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    // The browser's choice between the two copies @fastify/static also serves (its own negotiator).
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    void reply.type('text/html; charset=utf-8').header('cache-control', INDEX_CACHE).header('vary', 'Accept-Encoding');
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(withPreloads));
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(withPreloads));
    return reply.send(withPreloads);
  };
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
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
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
    return sendIndex(request, reply);
  });
}

/** What the build may name in a preload: one of its own hashed scripts, nothing that could break out of the tag. */
const PRELOADABLE = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for a page the build listed in .vite/route-preloads.json (scripts/route-preloads.ts), with each chunk the
 * page needs beyond the entry named as `<link rel="modulepreload">`: the browser fetches them beside the entry
 * instead of after running it. At low priority, so they take what bandwidth the entry leaves: at high priority they
 * delayed the first paint (the entry's) by 0.6–0.8 s in Lighthouse's simulation. Read per request, as the files are, so a rebuild is served without a restart.
 * Undefined for every other path (the plain file is sent).
 */
export function indexWithPreloads(distDir: string, pathname: string): string | undefined {
  let preloads: Record<string, string[]>;
  try {
    preloads = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/route-preloads.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return undefined;
  }
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const files = Object.hasOwn(preloads, page) ? preloads[page]!.filter((file) => PRELOADABLE.test(file)) : [];
  if (files.length === 0) return undefined;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join('\n    ');
  return fs.readFileSync(path.join(distDir, 'index.html'), 'utf8').replace('</head>', `  ${links}\n  </head>`);
}
