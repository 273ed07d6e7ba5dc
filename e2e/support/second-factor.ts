import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { passkeyAssertion, passkeyRegistration, softwarePasskey } from '../../apps/server/src/testing/software-passkey';
import { E2E_PORT } from './environment';

/** Passkeys belong to a domain name: the server (in development) accepts them at localhost, not at 127.0.0.1. */
export const PASSKEY_ORIGIN = `http://localhost:${E2E_PORT}`;

type Person = { id: string; email: string };
type SignInAnswer = { token: string; user: Person; signIn: { stage: 'complete' | 'secondFactor' | 'enrolment' } };

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, origin: PASSKEY_ORIGIN });

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { data: { challengeId: string; options: { challenge: string } } };
}

/**
 * Finishes a password sign-in that asks for the second factor with the account's test passkey (the one the
 * factories give administrators, bodies and staff), through the API as a phone would.
 */
export async function giveTestPasskey(request: APIRequestContext, token: string, person: Person): Promise<void> {
  const { data } = await ok(
    await request.post('/api/auth/second-factor/options', { headers: bearer(token) }),
    'second-factor options',
  );
  await ok(
    await request.post('/api/auth/second-factor', {
      headers: bearer(token),
      data: {
        method: 'passkey',
        challengeId: data.challengeId,
        response: passkeyAssertion(softwarePasskey(person.email, person.id), data.options, PASSKEY_ORIGIN),
      },
    }),
    'second factor',
  );
}

/** Sets up the account's test passkey for a session that must enrol (a body signed up through the pages). */
export async function enrolTestPasskey(request: APIRequestContext, token: string, person: Person): Promise<void> {
  const { data } = await ok(
    await request.post('/api/auth/factors/passkey/options', { headers: bearer(token) }),
    'passkey options',
  );
  await ok(
    await request.post('/api/auth/factors/passkey', {
      headers: bearer(token),
      data: {
        challengeId: data.challengeId,
        label: 'Test passkey',
        response: passkeyRegistration(softwarePasskey(person.email, person.id), data.options, PASSKEY_ORIGIN),
      },
    }),
    'passkey registration',
  );
}

/** A login answer's token, with the second factor given when the account has one. */
export async function signedInToken(request: APIRequestContext, answer: SignInAnswer): Promise<string> {
  if (answer.signIn.stage === 'secondFactor') await giveTestPasskey(request, answer.token, answer.user);
  return answer.token;
}

/**
 * Chromium's virtual authenticator, holding the account's test passkey (the same private key the server knows the
 * public half of), as a phone holds its owner's: the page's "use your passkey" then signs with it.
 */
export async function holdTestPasskey(page: Page, person: Person, { signCount = 0 } = {}): Promise<void> {
  const authenticatorId = await virtualAuthenticator(page);
  const passkey = softwarePasskey(person.email, person.id);
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(passkey.credentialId, 'base64url').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: passkey.privateKeyPkcs8,
      userHandle: Buffer.from(person.id).toString('base64'),
      signCount,
    },
  });
}

/** Adds an empty virtual authenticator (a device that can make passkeys) to the page's browser. */
export async function virtualAuthenticator(page: Page): Promise<string> {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  const { authenticatorId } = await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/**
 * For journeys about something else: a session the pages signed in (a body's sign-up, say) that must enrol gets the
 * account's test passkey through the API, and the page forgets the enrolment step, as it does once enrolled.
 */
export async function enrolThroughApi(page: Page): Promise<void> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userToken')!) as string);
  const me = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: Person };
  await enrolTestPasskey(page.request, token, user);
  await page.evaluate(() => localStorage.removeItem('signInStage'));
}

/**
 * A new body, staff member or administrator lands on enrolment once signed in: it is asked for, set up through the
 * API (journeys about something else), and the person goes on to `path`.
 */
export async function enrolThenOpen(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(/\/signin\/enrolment$/);
  await expect(page.getByRole('heading', { name: 'Protect your account' })).toBeVisible();
  await enrolThroughApi(page);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/**
 * After a password on the pages, the account's second step through the API: enrolment (its test passkey set up) or
 * the second factor (given with it); the page then forgets the step, as it does once signed in.
 */
export async function finishSignInThroughApi(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/signin\/(enrolment|second-factor)$/);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userToken')!) as string);
  const me = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const { user, signIn } = (await me.json()) as { user: Person; signIn: { stage: string } };
  if (signIn.stage === 'enrolment') await enrolTestPasskey(page.request, token, user);
  else await giveTestPasskey(page.request, token, user);
  await page.evaluate(() => localStorage.removeItem('signInStage'));
}
