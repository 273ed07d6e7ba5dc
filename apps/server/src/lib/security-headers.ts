import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A page's headers: helmet's defaults, with the SPA's styles (inline, from its libraries) and `data:` images. */
export const pageOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'script-src': ["'self'"],
    },
  },
};

/**
 * A JSON answer's headers (OWASP's REST cheat sheet): it is data, never a page, so nothing may load from it or
 * frame it. Given to `reply.helmet`, which lays them over `pageOptions`, so every page-only header is switched off
 * here by name: the long CSP, cross-origin opener, origin-agent cluster, DNS prefetch, legacy IE and Flash switches
 * do nothing for data and cost bytes on every call a phone makes.
 */
export const apiOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/;

/**
 * Security headers on every answer by `@fastify/helmet`, chosen by what the answer is when it is sent: JSON (API
 * results and errors, the JWKS) gets `apiOptions` and `cache-control: no-store` (answers about people and their
 * money are not to be kept), anything else (the web app, its files, documents, the API's own docs page) the page
 * set. Chosen on sending, not by path: `/api` also serves PDFs, CSV and the docs page, and an error can answer any
 * path. A header the route set itself (a public key set's `cache-control`) wins over helmet's, which are set on the
 * raw response beneath it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Not global: the set is chosen in `onSend`, once the answer's type is known. The plugin still decorates every
  // reply with `helmet` in its own `onRequest`.
  await app.register(fastifyHelmet, { ...pageOptions, global: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && JSON_TYPE.test(type);
    if (json && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.helmet(json ? apiOptions : undefined);
    done(null, payload);
  });
}
