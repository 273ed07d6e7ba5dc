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
 * Helmet's headers on every answer (API, web app and its files, errors, unknown paths), added to Fastify's own
 * headers of the reply. @fastify/helmet built helmet's middleware anew in two hooks on every request (parsing
 * the CSP each time), and its headers, set on the raw response, sent Node's writeHead down its slower merging
 * path: ~20 µs of a ~150 µs signed-in request in the issue 10 bench. The headers and values are the same
 * (app.test.ts lists them); their names go out in lower case, as Fastify's own do.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(helmetOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
