import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { loadSigningKey, newPrivateSigningJwk, SIGNING_KEY_FILE, signingKeyFromJwk } from './signing-keys';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const configProblems = (value: string) => {
  try {
    parseConfig({ NODE_ENV: 'test', CREDENTIAL_SIGNING_KEY: value });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('credential signing keys', () => {
  it('generates a key into DATA_DIR on the first start, readable by its owner only, and reuses it', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = await loadSigningKey({ credentialSigningKey: undefined, dataDir });
    const file = path.join(dataDir, SIGNING_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([SIGNING_KEY_FILE]);
    const again = await loadSigningKey({ credentialSigningKey: undefined, dataDir });
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    // The kid is the RFC 7638 thumbprint: 43 base64url characters of a SHA-256.
    expect(first.kid).toMatch(/^[\w-]{43}$/);
    expect(first.publicJwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: first.kid,
      alg: 'EdDSA',
      use: 'sig',
    });
  });

  it('takes CREDENTIAL_SIGNING_KEY over the data folder, with its own kid when it names one', async () => {
    const jwk = newPrivateSigningJwk();
    const config = parseConfig({
      NODE_ENV: 'test',
      CREDENTIAL_SIGNING_KEY: JSON.stringify({ ...jwk, kid: '2026-11' }),
    });
    const dataDir = tempDir();
    const key = await loadSigningKey({ ...config, dataDir });
    expect(key.kid).toBe('2026-11');
    expect(key.publicJwk.x).toBe(jwk.x);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect((await signingKeyFromJwk(jwk)).kid).not.toBe('2026-11');
  });

  it('stops the start with a clear reason for a key that cannot sign', () => {
    const jwk = newPrivateSigningJwk();
    const other = newPrivateSigningJwk();
    expect(configProblems('not json')[0]).toMatch(/^CREDENTIAL_SIGNING_KEY: must be a private Ed25519 JWK as JSON/);
    expect(configProblems(JSON.stringify({ ...jwk, crv: 'P-256' }))[0]).toMatch(/crv must be "Ed25519"/);
    expect(configProblems(JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: jwk.x }))[0]).toMatch(/d must be/);
    expect(configProblems(JSON.stringify({ ...jwk, x: other.x }))[0]).toMatch(/x is not the public key of d/);
    expect(configProblems(JSON.stringify({ ...jwk, kid: 'a'.repeat(65) }))[0]).toMatch(/kid must be/);
    expect(configProblems(JSON.stringify(jwk))).toEqual([]);
  });
});
