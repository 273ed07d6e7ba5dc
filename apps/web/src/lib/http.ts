import type { TErrorCode } from '@docverify/contract/errors';
import type { TMultipart, TOperation, TSuccess } from '@docverify/contract/operation';
import type { z } from 'zod';
import { expireSession, getSession } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/auth/roles';
import { moveToSignInStage } from '@/lib/auth/sign-in-stage';
import { askForStepUp } from '@/lib/auth/step-up';

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
  /** Set on the one retry after a step-up, so a second refusal is not asked about again. */
  steppedUp?: boolean;
};

/** What a refused step-up leaves the caller with: the action is undone, and the message says why. */
export const stepUpCancelledMessage =
  'Not done: this needs your passkey or authenticator code again. Try once more when you have it to hand.';

/**
 * The second-factor answers of a 403: a session that has yet to give or set one up goes to that step (the guards
 * follow the stage); a stale step-up asks the person again and says whether to retry.
 */
async function handleSecondFactorRefusal(error: ApiError, options: TRequestOptions): Promise<'retry' | 'fail'> {
  if (error.code === 'SECOND_FACTOR_REQUIRED') moveToSignInStage('secondFactor');
  if (error.code === 'ENROLMENT_REQUIRED') moveToSignInStage('enrolment');
  if (error.code !== 'STEP_UP_REQUIRED' || options.steppedUp) return 'fail';
  return (await askForStepUp()) ? 'retry' : 'fail';
}

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

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function send(method: TMethod, path: string, body: unknown, token: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  // A multipart body sets its own Content-Type, boundary included.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, {
    method,
    headers,
    body: body === undefined || isForm ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function request<TSchema extends z.ZodType>(
  method: TMethod,
  path: string,
  schema: TSchema,
  body: unknown,
  options: TRequestOptions = {},
): Promise<z.output<TSchema>> {
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
    const error = await toApiError(response);
    if (response.status === 403 && !options.anonymous) {
      const next = await handleSecondFactorRefusal(error, options);
      if (next === 'retry') return request(method, path, schema, body, { ...options, steppedUp: true });
      if (error.code === 'STEP_UP_REQUIRED' && !options.steppedUp) {
        throw new ApiError({ status: 403, code: 'STEP_UP_REQUIRED', message: stepUpCancelledMessage });
      }
    }
    throw error;
  }

  const json: unknown = await response.json().catch(() => undefined);
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

type TInputPart<TKey extends string, TSchema> = TSchema extends z.ZodType ? Record<TKey, z.input<TSchema>> : unknown;

/** What calling an operation takes: its path parameters, query and body, each typed by the contract. */
export type TOperationInput<TOp extends TOperation> = TInputPart<'params', TOp['params']> &
  TInputPart<'query', TOp['query']> &
  (TOp['multipart'] extends TMultipart
    ? { form: FormData } | TInputPart<'body', TOp['body']>
    : TInputPart<'body', TOp['body']>);

function pathOf(operation: TOperation, params: Record<string, unknown> | undefined, query: unknown): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * The address of an operation whose answer is not JSON (a file the browser saves), for callers that fetch it
 * themselves: its path filled from `params`, its query appended.
 */
export function operationUrl<TOp extends TOperation>(operation: TOp, input: TOperationInput<TOp>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: unknown };
  return pathOf(operation, params, query);
}

/**
 * Calls an API operation declared in the contract: its path filled from `params`, its answer checked against the
 * contract's schema. The one way the web app reaches the API.
 */
export function callOperation<TOp extends TOperation & { success: { schema: z.ZodType } }>(
  operation: TOp,
  input: TOperationInput<TOp>,
  options?: TRequestOptions,
): Promise<TSuccess<TOp>> {
  const { params, query, body, form } = input as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
    form?: FormData;
  };
  return request(
    operation.method,
    pathOf(operation, params, query),
    operation.success.schema,
    form ?? body,
    options,
  ) as Promise<TSuccess<TOp>>;
}
