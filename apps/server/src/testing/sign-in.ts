import { expect } from 'vitest';
import { parseConfig } from '../config';
import { passkeyOrigins } from '../features/auth/passkeys';
import { passkeyAssertion, passkeyRegistration, softwarePasskey } from './software-passkey';
import type { TestApp } from './test-app';

type Credentials = { email: string; password: string };
type App = Pick<TestApp, 'request'> & Partial<Pick<TestApp, 'ctx'>>;
type Person = { email: string; id: string };
type Challenge = { challenge: string };

/** The test app's own address, where its passkeys work (the default port when a test passes only `request`). */
const originOf = (app: App) => passkeyOrigins(app.ctx?.config ?? parseConfig({ NODE_ENV: 'test' }))[0]!;

/**
 * One passkey ceremony through the routes, as a browser runs it: ask for a challenge at the page's origin, then send
 * what the software authenticator answers to it.
 */
async function passkeyCeremony(
  app: App,
  token: string,
  urls: { options: string; answer: string },
  answer: (challenge: Challenge, origin: string) => Record<string, unknown>,
): Promise<void> {
  const origin = originOf(app);
  const options = await app.request({ method: 'POST', url: urls.options, token, headers: { origin } });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const { challengeId, options: challenge } = options.body.data as { challengeId: string; options: Challenge };
  const answered = await app.request({
    method: 'POST',
    url: urls.answer,
    token,
    payload: { challengeId, ...answer(challenge, origin) },
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
}

/**
 * Finishes a password sign-in that asks for a second factor with the account's test passkey, through the real
 * routes (as a phone would), or gives it again before a stepped-up action: the token then acts as a fully signed-in
 * session, its step-up window open.
 */
export const giveTestPasskey = (app: App, token: string, user: Person) =>
  passkeyCeremony(
    app,
    token,
    { options: '/api/auth/second-factor/options', answer: '/api/auth/second-factor' },
    (challenge, origin) => ({
      method: 'passkey',
      response: passkeyAssertion(softwarePasskey(user.email, user.id), challenge, origin),
    }),
  );

/**
 * Sets up the account's test passkey through the real registration routes, as the enrolment screen does: for a
 * session an organisation's sign-up opened, which must enrol before it can do anything else.
 */
export async function enrolTestPasskey(app: App, token: string): Promise<void> {
  const me = await app.request({ method: 'GET', url: '/api/user', token });
  const user = me.body.user as Person;
  await passkeyCeremony(
    app,
    token,
    { options: '/api/auth/factors/passkey/options', answer: '/api/auth/factors/passkey' },
    (challenge, origin) => ({
      label: 'Test passkey',
      response: passkeyRegistration(softwarePasskey(user.email, user.id), challenge, origin),
    }),
  );
}

async function signInAt(app: App, url: string, user: Credentials) {
  const response = await app.request({ method: 'POST', url, payload: { email: user.email, password: user.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const token = response.body.token as string;
  if (response.body.signIn?.stage === 'secondFactor') {
    await giveTestPasskey(app, token, { email: user.email, id: response.body.user.id as string });
  }
  return token;
}

/** Signs a factory user in through the real login route (and its second factor) and returns the bearer token. */
export const signIn = (app: App, user: Credentials) => signInAt(app, '/api/login', user);

/** The same for an administrator (`createAdmin`), through the administrators' own login route. */
export const signInAdmin = (app: App, admin: Credentials) => signInAt(app, '/api/system/admin/login', admin);
