import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import { z } from 'zod';

const base64urlKey = (message: string) => z.string({ error: message }).regex(/^[\w-]{43}$/, message);

/** The private Ed25519 key as an operator gives it in CREDENTIAL_SIGNING_KEY (a JWK), or as stored in DATA_DIR. */
export const ZPrivateSigningJwk = z.object({
  kty: z.literal('OKP', 'kty must be "OKP"'),
  crv: z.literal('Ed25519', 'crv must be "Ed25519"'),
  x: base64urlKey('x must be the 32-byte public key in base64url'),
  d: base64urlKey('d must be the 32-byte private key in base64url (a public key alone cannot sign)'),
  // Short enough that the certificate's seal line stays within the 1024 bytes where readers look for %%EOF.
  kid: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'kid must be 1 to 64 letters, digits, dots or dashes')
    .optional(),
});
export type TPrivateSigningJwk = z.infer<typeof ZPrivateSigningJwk>;

export type PublicSigningJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };

/** The key every credential, status list and certificate seal of this instance is signed with (decision 022). */
export type SigningKey = { kid: string; privateKey: KeyObject; publicJwk: PublicSigningJwk };

export const SIGNING_KEY_FILE = 'credential-signing-key.json';

/** Why a JWK cannot sign: its private half must produce its stated public half. */
export function signingJwkProblem(jwk: TPrivateSigningJwk): string | undefined {
  try {
    const derived = createPublicKey(createPrivateKey({ key: jwk, format: 'jwk' })).export({ format: 'jwk' });
    return derived.x === jwk.x ? undefined : 'x is not the public key of d';
  } catch {
    return 'not a usable Ed25519 private key';
  }
}

/** The kid is the RFC 7638 thumbprint unless the operator named it: the same key always gets the same kid. */
export async function signingKeyFromJwk(jwk: TPrivateSigningJwk): Promise<SigningKey> {
  const problem = signingJwkProblem(jwk);
  if (problem) throw new Error(`Credential signing key: ${problem}`);
  const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: jwk.x }));
  return {
    kid,
    privateKey: createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d }, format: 'jwk' }),
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' },
  };
}

export function newPrivateSigningJwk(): TPrivateSigningJwk {
  const { privateKey } = generateKeyPairSync('ed25519');
  return ZPrivateSigningJwk.parse(privateKey.export({ format: 'jwk' }));
}

/** A key that lives as long as the process: tests and benchmarks, which must not touch a real DATA_DIR. */
export function generateSigningKey(): Promise<SigningKey> {
  return signingKeyFromJwk(newPrivateSigningJwk());
}

/**
 * CREDENTIAL_SIGNING_KEY when set (shared by every instance, or one per instance: each publishes its own public
 * key); otherwise a key generated on the first start into DATA_DIR (readable by this user only) and reused.
 * Rotating is setting a new key: what the old one signed still verifies, since its public key stays published.
 */
export async function loadSigningKey(config: {
  credentialSigningKey: TPrivateSigningJwk | undefined;
  dataDir: string;
}): Promise<SigningKey> {
  if (config.credentialSigningKey) return signingKeyFromJwk(config.credentialSigningKey);
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole beside it, then linked into place: two processes starting at once on one folder keep the
    // first one's key, and neither reads a half-written file.
    const draft = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(draft, JSON.stringify(newPrivateSigningJwk()), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const stored = ZPrivateSigningJwk.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!stored.success) throw new Error(`${file} is not an Ed25519 private JWK: remove it to generate a new key`);
  return signingKeyFromJwk(stored.data);
}
