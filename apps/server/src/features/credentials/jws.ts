import { CompactSign } from 'jose';
import type { SigningKey } from './signing-keys';

/** A compact JWS over the JSON payload, EdDSA with the instance's key; the header names the key by its kid. */
export function signJson(key: SigningKey, header: { typ: string; cty?: string }, payload: object): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, ...header })
    .sign(key.privateKey);
}
