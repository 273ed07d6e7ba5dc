import { vi } from 'vitest';

export type TMockRequest = { method: string; path: string; headers: Headers; body: unknown };
type TMockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type THandler = TMockReply | ((request: TMockRequest) => TMockReply | Promise<TMockReply>);

/**
 * Replaces fetch with a tiny API: handlers keyed by "METHOD /api/path". Unknown calls answer 404 in the
 * API's error shape. Returns the recorded requests for assertions.
 */
export function mockApi(handlers: Record<string, THandler>) {
  const requests: TMockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: TMockRequest = {
      method,
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const {
      status = 200,
      body = {},
      headers = {},
    } = reply ?? { status: 404, body: { code: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
