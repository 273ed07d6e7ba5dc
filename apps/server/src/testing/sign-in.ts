import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Signs a factory user in through the real login route and returns the bearer token. */
export async function signIn(app: Pick<TestApp, 'request'>, user: { email: string; password: string }) {
  const response = await app.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.token as string;
}
