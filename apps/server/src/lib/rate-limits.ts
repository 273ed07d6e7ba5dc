import type { TOperation } from '@docverify/contract/operation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The limit every operation gets unless its route declares a stricter one (sign-in, codes, payments, the public
 * credential checks): counted per operation, per signed-in account, or per client address for a caller who is not
 * signed in. Figures and reasons: decision 074.
 */
export const defaultRateLimits = {
  /** A person paging and filtering quickly, with the web app's own prefetching, stays far below it. */
  signedIn: { max: 300, timeWindow: '1 minute' },
  /** Anonymous calls from one address: an office or the e2e suite (127.0.0.1) share it. */
  anonymous: { max: 600, timeWindow: '1 minute' },
  /** Lists searched by text: each scans the caller's own rows for the text. */
  search: { max: 120, timeWindow: '1 minute' },
  /** Whole-table exports: each streams up to every row. */
  export: { max: 10, timeWindow: '1 minute' },
} as const;

export type OperationLimitKind = keyof typeof defaultRateLimits;

const takesSearch = (schema: unknown) =>
  schema instanceof z.ZodObject && Object.prototype.hasOwnProperty.call(schema.shape, 'search');

/** Which default an operation gets: exports and text searches are heavier than the rest. */
export function limitKindOf(operation: TOperation): OperationLimitKind {
  if (operation.success.mediaType === 'text/csv') return 'export';
  if (takesSearch(operation.query) || takesSearch(operation.body)) return 'search';
  return operation.access === 'public' ? 'anonymous' : 'signedIn';
}

/** The account a signed-in caller acts as (set by the access hooks, which run before the limit), else the address. */
function callerKey(request: FastifyRequest): string {
  const userId = (request as FastifyRequest & { actor?: { userId: string } }).actor?.userId;
  return userId ? `account:${userId}` : `address:${request.ip}`;
}

/** Whether this call asks for a text search (the limit runs after the body and query are parsed). */
function searches(request: FastifyRequest): boolean {
  const term = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { search?: unknown }).search === 'string'
      ? (value as { search: string }).search.trim() !== ''
      : false;
  return term(request.body) || term(request.query);
}

/** The `config.rateLimit` of an operation's route. */
export function defaultRateLimit(operation: TOperation) {
  const kind = limitKindOf(operation);
  const ordinary = operation.access === 'public' ? defaultRateLimits.anonymous : defaultRateLimits.signedIn;
  if (kind === 'search') {
    // A list that can be searched is an ordinary list until a term is given: paging it costs what any list does.
    const { max: searchMax } = defaultRateLimits.search;
    return {
      timeWindow: ordinary.timeWindow,
      max: (request: FastifyRequest) => (searches(request) ? searchMax : ordinary.max),
      keyGenerator: callerKey,
    };
  }
  const limit = kind === 'signedIn' ? ordinary : defaultRateLimits[kind];
  return { ...limit, keyGenerator: callerKey };
}

const limitedRoutes = new WeakMap<FastifyInstance, Set<string>>();

/** "POST /api/get/documents": the API routes registered with a rate limit (the operation-list test reads them). */
export const limitedRoutesOf = (app: FastifyInstance): ReadonlySet<string> => limitedRoutes.get(app) ?? new Set();

/**
 * Refuses to register an API route without a rate limit, so a new route cannot ship unlimited: routes built with
 * `operationRoute` carry the default, and a route that sets its own `config` must keep a `rateLimit` in it.
 */
export function requireRateLimits(app: FastifyInstance, unlimited: (url: string) => boolean): void {
  const limited = new Set<string>();
  limitedRoutes.set(app, limited);
  app.addHook('onRoute', (route) => {
    const config = route.config as { rateLimit?: unknown } | undefined;
    if (config?.rateLimit) for (const method of [route.method].flat()) limited.add(`${method} ${route.url}`);
    else if (route.url.startsWith('/api/') && !unlimited(route.url)) {
      throw new Error(`${String(route.method)} ${route.url} has no rate limit`);
    }
  });
}
