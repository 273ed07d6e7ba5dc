import { expect } from 'vitest';
import type { TestApp } from './test-app';

type Credentials = { email: string; password: string };

async function signInAt(app: Pick<TestApp, 'request'>, url: string, user: Credentials) {
  const response = await app.request({ method: 'POST', url, payload: { email: user.email, password: user.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.token as string;
}

/** Signs a factory user in through the real login route and returns the bearer token. */
export const signIn = (app: Pick<TestApp, 'request'>, user: Credentials) => signInAt(app, '/api/login', user);

/** The same for an administrator (`createAdmin`), through the administrators' own login route. */
export const signInAdmin = (app: Pick<TestApp, 'request'>, admin: Credentials) =>
  signInAt(app, '/api/system/admin/login', admin);
