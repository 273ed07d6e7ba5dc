import { createECDH, createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for tests: a P-256 passkey per e-mail, derived from it, so the factories, the API tests
 * and the browser tests (whose virtual authenticator is handed the same private key) all hold the same passkey
 * without passing keys around. It signs what a real authenticator signs; the server checks it with its WebAuthn
 * library as it checks a phone's.
 */
export type SoftwarePasskey = {
  credentialId: string;
  /** COSE_Key, base64url: what the server stores. */
  publicKey: string;
  /** PKCS#8 DER, base64: what Chromium's virtual authenticator is given. */
  privateKeyPkcs8: string;
  userHandle: string;
  key: KeyObject;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

export function softwarePasskey(email: string, userId: string): SoftwarePasskey {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sha256(`test passkey:${email.toLowerCase()}`));
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33);
  const y = point.subarray(33, 65);
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: ecdh.getPrivateKey().toString('base64url'),
      x: x.toString('base64url'),
      y: y.toString('base64url'),
    },
    format: 'jwk',
  });
  // COSE_Key for ES256: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}, in CBOR.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
  return {
    credentialId: sha256(`test credential:${email.toLowerCase()}`).subarray(0, 16).toString('base64url'),
    publicKey: cose.toString('base64url'),
    privateKeyPkcs8: key.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    userHandle: Buffer.from(userId).toString('base64url'),
    key,
  };
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function clientData(type: 'webauthn.get' | 'webauthn.create', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** Flags: user present (0x01), user verified (0x04), and for a new credential, attested data follows (0x40). */
function authenticatorData(rpId: string, flags: number, attested?: Buffer): Buffer {
  return Buffer.concat([sha256(rpId), Buffer.from([flags, 0, 0, 0, 0]), attested ?? Buffer.alloc(0)]);
}

/** The browser's JSON for `navigator.credentials.get`, signed by this passkey. */
export function passkeyAssertion(
  passkey: SoftwarePasskey,
  options: { challenge: string; rpId?: string },
  origin: string,
) {
  const rpId = options.rpId ?? new URL(origin).hostname;
  const data = authenticatorData(rpId, 0x05);
  const client = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([data, sha256(client)]), { key: passkey.key, dsaEncoding: 'der' });
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(client),
      authenticatorData: b64url(data),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
  };
}

/** CBOR byte string / text string headers (lengths under 65 536). */
function cborHead(major: 2 | 3, length: number): Buffer {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 256) return Buffer.from([type | 24, length]);
  return Buffer.from([type | 25, length >> 8, length & 0xff]);
}
const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);

/** The browser's JSON for `navigator.credentials.create` with attestation "none". */
export function passkeyRegistration(
  passkey: SoftwarePasskey,
  options: { challenge: string; rp?: { id?: string } },
  origin: string,
) {
  const rpId = options.rp?.id ?? new URL(origin).hostname;
  const id = Buffer.from(passkey.credentialId, 'base64url');
  const attested = Buffer.concat([
    Buffer.alloc(16),
    Buffer.from([id.length >> 8, id.length & 0xff]),
    id,
    Buffer.from(passkey.publicKey, 'base64url'),
  ]);
  const data = authenticatorData(rpId, 0x45, attested);
  const attestationObject = Buffer.concat([
    Buffer.from([0xa3]),
    cborText('fmt'),
    cborText('none'),
    cborText('attStmt'),
    Buffer.from([0xa0]),
    cborText('authData'),
    cborHead(2, data.length),
    data,
  ]);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
  };
}

/** The stored row of an account's test passkey, as if its owner had added it at `at`. */
export function testPasskeyFactor(user: { id: string; email: string }, p: { id: string; at: string }) {
  const passkey = softwarePasskey(user.email, user.id);
  return {
    id: p.id,
    user_id: user.id,
    kind: 'passkey' as const,
    label: 'Test passkey',
    created_at: p.at,
    confirmed_at: p.at,
    last_used_at: null,
    credential_id: passkey.credentialId,
    public_key: passkey.publicKey,
    sign_count: 0,
    transports: 'internal',
    totp_secret: null,
    totp_last_step: null,
  };
}
