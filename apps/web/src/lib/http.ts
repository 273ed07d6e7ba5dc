import type { TErrorCode } from '@docverify/contract/errors';
import type { z } from 'zod';
import { expireSession, getSession } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/auth/roles';
import { yieldToMain } from '@/lib/yield-to-main';

const API_BASE = '/api';

/** Codes the client adds for failures that never reached the API's error handler. */
export type TClientErrorCode = TErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: TClientErrorCode;
  /** Messages by field name, for forms to show under their inputs. */
  readonly errors: Record<string, string>;
  /** Seconds from the Retry-After header of a 429, when the server sent one. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: TClientErrorCode;
    message: string;
    errors?: Record<string, string>;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }
}

/** The spec's fallback texts ('Could not login', …) apply when the server gave no message. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type TUnauthorizedHandler = (loginPath: string) => void;

let onUnauthorized: TUnauthorizedHandler = (loginPath) => window.location.assign(loginPath);

/** The app routes the sign-in page through its router and empties its caches; the default reloads. */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler): void {
  onUnauthorized = handler;
}

type TRequestOptions = {
  signal?: AbortSignal;
  /**
   * Sign-in calls speak for a new session, not the stored one: they send no token, so a stale token cannot
   * turn "wrong password" into a forced sign-out.
   */
  anonymous?: boolean;
  /** Logout ignores its own 401: the session it ends is already gone. */
  ignoreUnauthorized?: boolean;
};

function retryAfterSeconds(response: Response): number | null {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Reads a string field of an answer that is not in the API's error shape (a proxy's, say). */
function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  // Loaded when the first error arrives: zod stays off the sign-in page's critical path (decision 019).
  const { ZApiError } = await import('@docverify/contract/errors');
  const parsed = ZApiError.safeParse(body);
  const retryAfter = retryAfterSeconds(response);
  if (parsed.success) return new ApiError({ status: response.status, ...parsed.data, retryAfter });
  return new ApiError({
    status: response.status,
    code: response.status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE',
    // Spec section 8: "the response error or message"; when there is neither, callers use their default
    // text (such as 'Could not login').
    message: stringField(body, 'message') ?? stringField(body, 'error') ?? '',
    retryAfter,
  });
}

/**
 * The schema an answer is checked against, or a function importing it: pages that load first (sign-in, the guards)
 * pass `() => import(...)`, so zod and the contract download beside the request instead of before the page
 * (decision 019).
 */
export type TSchemaSource<TSchema extends z.ZodType> = TSchema | (() => Promise<TSchema>);

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function send(method: TMethod, path: string, body: unknown, token: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  // A multipart body sets its own Content-Type, boundary included.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined || isForm ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function request<TSchema extends z.ZodType>(
  method: TMethod,
  path: string,
  schemaSource: TSchemaSource<TSchema>,
  body: unknown,
  options: TRequestOptions = {},
): Promise<z.output<TSchema>> {
  const schemaReady = typeof schemaSource === 'function' ? schemaSource() : Promise.resolve(schemaSource);
  // Awaited below; a failed import must not surface as an unhandled rejection meanwhile.
  schemaReady.catch(() => undefined);
  // Read before any await: the session this request speaks for, even if it ends while the call is in flight.
  const session = options.anonymous ? { token: null, userType: null } : getSession();

  let response: Response;
  try {
    response = await send(method, path, body, session.token, options.signal);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server: check your connection and try again',
    });
  }

  if (!response.ok) {
    // Spec section 8: a 401 to a request that carried a token ends the session once for that request, and
    // sends the user to the sign-in page of the type it had. Nothing is retried. When the session already
    // changed (a sibling request ended it, or someone signed in since), this late answer must not touch it.
    const stillCurrent = session.token !== null && getSession().token === session.token;
    if (response.status === 401 && stillCurrent && !options.ignoreUnauthorized) {
      expireSession();
      onUnauthorized(loginPathFor(session.userType));
    }
    throw await toApiError(response);
  }

  const json: unknown = await response.json().catch(() => undefined);
  const schema = await schemaReady;
  // A schema imported for this answer may have just been built (zod's set-up with it): check in a task of its own.
  if (typeof schemaSource === 'function') await yieldToMain();
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'BAD_RESPONSE',
      message: 'The server sent an unexpected answer',
    });
  }
  return parsed.data;
}

export const http = {
  get: <TSchema extends z.ZodType>(path: string, schema: TSchemaSource<TSchema>, options?: TRequestOptions) =>
    request('GET', path, schema, undefined, options),
  post: <TSchema extends z.ZodType>(
    path: string,
    body: unknown,
    schema: TSchemaSource<TSchema>,
    options?: TRequestOptions,
  ) => request('POST', path, schema, body, options),
  /** Multipart upload: the same answers and errors as `post`. */
  postForm: <TSchema extends z.ZodType>(
    path: string,
    formData: FormData,
    schema: TSchemaSource<TSchema>,
    options?: TRequestOptions,
  ) => request('POST', path, schema, formData, options),
};
