import type { TPasskeyResponse } from '@docverify/contract/auth/factors';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isIP } from 'node:net';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { UserFactorRow } from '../../db/schema';

const RP_NAME = 'Document and Qualification Verification';

/**
 * Where a passkey may be used: the public address, and in development the same port at `localhost` (people open
 * both). A passkey belongs to a domain name, so an address given as an IP (127.0.0.1) cannot hold one; such a page
 * is told where passkeys work.
 */
export function passkeyOrigins(config: Pick<Config, 'publicUrl' | 'env' | 'port'>): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.env !== 'production') origins.push(`http://localhost:${config.port}`);
  return [...new Set(origins)].filter((origin) => isIP(new URL(origin).hostname.replace(/^\[|\]$/g, '')) === 0);
}

const rpIdsOf = (origins: string[]) => [...new Set(origins.map((origin) => new URL(origin).hostname))];

/** The domain a passkey is made for or asked of: the page's own when it is one of ours, else refused in words. */
export function relyingPartyFor(config: Pick<Config, 'publicUrl' | 'env' | 'port'>, pageOrigin: string | undefined) {
  const origins = passkeyOrigins(config);
  const origin = pageOrigin && origins.includes(pageOrigin) ? pageOrigin : undefined;
  if (!origin) {
    const where = origins[0];
    throw new AppError(
      'CONFLICT',
      where
        ? `Passkeys work only at ${where}: open the site there to use one, or use your authenticator app`
        : 'Passkeys are not available at this address: use your authenticator app',
    );
  }
  return new URL(origin).hostname;
}

const transportsOf = (row: Pick<UserFactorRow, 'transports'>) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransportFuture[]) : undefined;

export async function registrationOptions(p: {
  rpId: string;
  user: { id: string; email: string; name: string };
  existing: Pick<UserFactorRow, 'credential_id' | 'transports'>[];
}) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: p.rpId,
    userID: new TextEncoder().encode(p.user.id),
    userName: p.user.email,
    userDisplayName: p.user.name,
    attestationType: 'none',
    // A passkey signs in on its own, so it must be discoverable (held by the device, found without an e-mail).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: p.existing.flatMap((row) =>
      row.credential_id ? [{ id: row.credential_id, transports: transportsOf(row) }] : [],
    ),
  });
}

export async function verifyRegistration(
  config: Pick<Config, 'publicUrl' | 'env' | 'port'>,
  response: TPasskeyResponse,
  expectedChallenge: string,
) {
  const origins = passkeyOrigins(config);
  const result = await verifyRegistrationResponse({
    response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpIdsOf(origins),
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) {
    throw AppError.validation('response', 'This passkey could not be checked: try adding it again');
  }
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.join(',') ?? null,
  };
}

/**
 * Options to sign a challenge: with `allow`, one of these credentials (a second factor for a known account);
 * without, any passkey of ours the device holds (signing in without an e-mail), which must verify its user.
 */
export async function authenticationOptions(p: {
  rpId: string;
  allow?: Pick<UserFactorRow, 'credential_id' | 'transports'>[];
}) {
  return generateAuthenticationOptions({
    rpID: p.rpId,
    userVerification: p.allow ? 'preferred' : 'required',
    ...(p.allow
      ? {
          allowCredentials: p.allow.flatMap((row) =>
            row.credential_id ? [{ id: row.credential_id, transports: transportsOf(row) }] : [],
          ),
        }
      : {}),
  });
}

export async function verifyAuthentication(
  config: Pick<Config, 'publicUrl' | 'env' | 'port'>,
  p: {
    response: TPasskeyResponse;
    expectedChallenge: string;
    factor: UserFactorRow;
    requireUserVerification: boolean;
  },
): Promise<{ counter: number } | undefined> {
  const origins = passkeyOrigins(config);
  const result = await verifyAuthenticationResponse({
    response: p.response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
    expectedChallenge: p.expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpIdsOf(origins),
    requireUserVerification: p.requireUserVerification,
    credential: {
      id: p.factor.credential_id ?? '',
      publicKey: new Uint8Array(Buffer.from(p.factor.public_key ?? '', 'base64url')),
      counter: p.factor.sign_count ?? 0,
      transports: transportsOf(p.factor),
    },
  }).catch(() => undefined);
  return result?.verified ? { counter: result.authenticationInfo.newCounter } : undefined;
}
