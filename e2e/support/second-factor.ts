import type { APIRequestContext, Page } from '@playwright/test';
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
export async function holdTestPasskey(page: Page, person: Person): Promise<void> {
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
      signCount: 0,
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
