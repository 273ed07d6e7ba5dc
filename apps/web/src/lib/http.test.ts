import { ZMessage } from '@docverify/contract/errors';
import { defineOperation } from '@docverify/contract/operation';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callOperation, errorMessage, setUnauthorizedHandler } from '@/lib/http';
import { mockApi } from '@/testing/fetch-mock';

function signedInAs(userType: string, token = 'tok-1') {
  localStorage.setItem('userToken', JSON.stringify(token));
  localStorage.setItem('userType', userType);
}

const unauthorized = {
  status: 401,
  body: { code: 'UNAUTHENTICATED', message: 'Your session has ended: sign in again' },
};

/** A made-up operation at `/api${path}`, answering a message, to drive the client. */
const operation = (method: 'GET' | 'POST', path: string) =>
  defineOperation({
    method,
    path: `/api${path}`,
    tag: 'test',
    summary: 'A test operation',
    access: 'public',
    body: z.unknown(),
    success: { status: 200, schema: ZMessage },
    errors: [],
  });

type TOptions = Parameters<typeof callOperation>[2];
const http = {
  get: (path: string, options?: TOptions) => callOperation(operation('GET', path), { body: undefined }, options),
  post: (path: string, body: unknown, options?: TOptions) => callOperation(operation('POST', path), { body }, options),
};

describe('http client', () => {
  const redirect = vi.fn();
  setUnauthorizedHandler(redirect);
  afterEach(() => redirect.mockReset());

  it('sends JSON with the stored token as a Bearer header, and parses the answer with the schema', async () => {
    signedInAs('indv', 'secret-token');
    const { requests } = mockApi({ 'POST /api/echo': { body: { message: 'ok', extra: 'dropped' } } });

    const answer = await http.post('/echo', { a: 1 });

    expect(answer).toEqual({ message: 'ok' });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a stored token, or for anonymous calls', async () => {
    const { requests } = mockApi({ 'GET /api/echo': { body: { message: 'ok' } } });
    await http.get('/echo');
    signedInAs('indv');
    await http.get('/echo', { anonymous: true });

    expect(requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('throws the API error shape as an ApiError, with field errors and Retry-After', async () => {
    mockApi({
      'POST /api/signup': {
        status: 409,
        body: { code: 'CONFLICT', message: 'Taken', errors: { email: 'An account with this e-mail already exists' } },
      },
      'POST /api/otp/resend': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { code: 'TOO_MANY_REQUESTS', message: 'Wait a minute' },
      },
    });

    const conflict = await http.post('/signup', {}).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Taken',
      errors: { email: 'An account with this e-mail already exists' },
    });

    const limited = await http.post('/otp/resend', {}).catch((error: unknown) => error);
    expect(limited).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Wait a minute', retryAfter: 42 });
  });

  it('reports a network failure as an ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/user')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('does not treat other errors as a sign-out', async () => {
    signedInAs('indv');
    mockApi({ 'GET /api/thing': { status: 403, body: { code: 'FORBIDDEN', message: 'No' } } });

    await expect(http.get('/thing')).rejects.toMatchObject({ status: 403 });
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).not.toBeNull();
  });
});

describe('401 handling (spec section 8)', () => {
  const redirect = vi.fn();
  setUnauthorizedHandler(redirect);
  afterEach(() => redirect.mockReset());

  it.each([
    ['1', '/login/admin'],
    ['2', '/login/admin'],
    ['indv', '/login'],
    ['org', '/login'],
    ['staff', '/login'],
  ])('with userType %s clears the session and sends the user to %s, once, without retrying', async (type, target) => {
    signedInAs(type);
    const { fetchMock } = mockApi({ 'GET /api/user': unauthorized });

    await expect(http.get('/user')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });

    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith(target);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves storage and location alone for a 401 to a call that carried no token', async () => {
    mockApi({
      'POST /api/login': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Incorrect e-mail or password' } },
    });

    await expect(http.post('/login', {})).rejects.toMatchObject({ message: 'Incorrect e-mail or password' });
    signedInAs('1');
    await expect(http.post('/login', {}, { anonymous: true })).rejects.toMatchObject({ status: 401 });

    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('userType')).toBe('1');
  });

  it('handles a burst of 401s for one session once, keeping the admin destination', async () => {
    signedInAs('2');
    mockApi({ 'GET /api/a': unauthorized, 'GET /api/b': unauthorized, 'GET /api/c': unauthorized });

    await Promise.allSettled([http.get('/a'), http.get('/b'), http.get('/c')]);

    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login/admin');
  });

  it('does not end a newer session when an older request comes back 401', async () => {
    signedInAs('indv', 'old-token');
    let answer: (() => void) | undefined;
    mockApi({ 'GET /api/slow': () => new Promise((resolve) => (answer = () => resolve(unauthorized))) });

    const slow = http.get('/slow').catch(() => undefined);
    await vi.waitFor(() => expect(answer).toBeDefined());
    signedInAs('org', 'new-token');
    answer?.();
    await slow;

    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).toBe('"new-token"');
  });

  it('lets logout ignore its own 401', async () => {
    signedInAs('indv');
    mockApi({ 'POST /api/logout': unauthorized });

    await expect(http.post('/logout', undefined, { ignoreUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('answers outside the API error shape', () => {
  it('keeps their message or error text, else leaves the message empty for the caller’s default', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Gateway says no' }), { status: 502 }))
        .mockResolvedValueOnce(new Response('<html>oops</html>', { status: 500 })),
    );

    await expect(http.get('/a')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Gateway says no',
    });
    const error = await http.get('/b').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: '' });
    expect(errorMessage(error, 'Could not fetch user')).toBe('Could not fetch user');
  });
});
