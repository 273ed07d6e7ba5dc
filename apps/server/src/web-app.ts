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
  const preloadedPages = preloadedIndexes(distDir);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const page = preloadedPages(new URL(request.url, 'http://localhost').pathname);
    if (page === undefined) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    // The browser's choice between the two copies @fastify/static also serves (its own negotiator).
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    void reply.type('text/html; charset=utf-8').header('cache-control', INDEX_CACHE).header('vary', 'Accept-Encoding');
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br());
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip());
    return reply.send(page.html);
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

type PreloadedIndex = { html: string; br: () => Buffer; gzip: () => Buffer };

/**
 * Each first page's index.html with its preloads, made once per build rather than per request: two file reads, a
 * JSON parse and a brotli compression (~2 ms at its best quality, on the event loop) for every page load otherwise.
 * A rebuild (index.html or the preload list changed on disk) is picked up at the next request without a restart.
 */
function preloadedIndexes(distDir: string): (pathname: string) => PreloadedIndex | undefined {
  const files = [path.join(distDir, 'index.html'), path.join(distDir, '.vite/route-preloads.json')];
  let built = '';
  // Only the pages the build lists: any other path (anyone may ask for any) is never kept.
  let pages = new Map<string, PreloadedIndex>();
  return (pathname) => {
    const stamp = files.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
    if (stamp !== built) {
      built = stamp;
      pages = new Map();
      for (const page of listedPages(files[1]!)) {
        const html = indexWithPreloads(distDir, page);
        if (html !== undefined) pages.set(page, compressedOnce(html));
      }
    }
    return pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  };
}

function listedPages(preloadsFile: string): string[] {
  try {
    return Object.keys(JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as object);
  } catch {
    return [];
  }
}

function compressedOnce(html: string): PreloadedIndex {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return { html, br: () => (br ??= zlib.brotliCompressSync(html)), gzip: () => (gzip ??= zlib.gzipSync(html)) };
}

/** What the build may name in a preload: one of its own hashed scripts, nothing that could break out of the tag. */
const PRELOADABLE = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for a page the build listed in .vite/route-preloads.json (scripts/route-preloads.ts), with each chunk the
 * page needs beyond the entry named as `<link rel="modulepreload">`: the browser fetches them beside the entry
 * instead of after running it. At low priority, so they take what bandwidth the entry leaves: at high priority they
 * delayed the first paint (the entry's) by 0.6–0.8 s in Lighthouse's simulation. Served through `preloadedIndexes`, which keeps each page's copy until a rebuild.
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
