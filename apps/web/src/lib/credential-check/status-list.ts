import {
  CREDENTIAL_JWS_TYP,
  VC_JWT_MEDIA_TYPE,
  ZStatusListCredential,
} from '@docverify/contract/credentials/credential';
import { boundedText, isSameOrigin, type TCheckContext, type TKeyStore } from '@/lib/credential-check/keys';
import { verifyJws } from '@/lib/credential-check/verify-jws';

// 131,072 bits gzip to a few hundred bytes; even a list full of revocations stays far below these.
const MAX_STATUS_JWS_CHARS = 1024 * 1024;
// A gzip bomb stops here: 16 times the spec's minimum list of 16 KiB.
const MAX_LIST_BYTES = 16 * 16 * 1024;

export type TStatusAnswer =
  { ok: true; revoked: boolean; kid: string } | { ok: false; detail: string; tampered?: boolean };

/** The standard's decoding: 'u' + base64url (no padding) of the GZIP-compressed bitstring. */
export async function decodeEncodedList(encodedList: string): Promise<Uint8Array | null> {
  if (!/^u[A-Za-z0-9_-]+$/.test(encodedList)) return null;
  const base64 = encodedList.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  let compressed: Uint8Array<ArrayBuffer>;
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    compressed = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
  try {
    const reader = new ReadableStream<BufferSource>({
      start(controller) {
        controller.enqueue(compressed);
        controller.close();
      },
    })
      .pipeThrough(new DecompressionStream('gzip'))
      .getReader();
    const parts: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > MAX_LIST_BYTES) {
        await reader.cancel();
        return null;
      }
      parts.push(value);
    }
    const list = new Uint8Array(length);
    let offset = 0;
    for (const part of parts) {
      list.set(part, offset);
      offset += part.length;
    }
    return list;
  } catch {
    return null;
  }
}

/** Bit `index` of the list, index 0 being the most significant bit of the first byte (W3C Bitstring Status List). */
export function bitAt(list: Uint8Array, index: number): boolean | null {
  const byte = list[Math.floor(index / 8)];
  if (byte === undefined) return null;
  return ((byte >> (7 - (index % 8))) & 1) === 1;
}

/**
 * Fetches the status list credential the entry names, if it is on the issuer's origin (from this page's server, which
 * is the issuer's: keys.ts), verifies its signature against the same published keys and reads the credential's bit.
 */
export async function readStatus(
  entry: { statusListCredential: string; statusListIndex: string; statusPurpose: string },
  context: TCheckContext,
  keys: TKeyStore,
): Promise<TStatusAnswer> {
  if (!isSameOrigin(entry.statusListCredential, context.issuer)) {
    return { ok: false, detail: 'its revocation list is not on DocVerify, so we did not fetch it' };
  }
  const listUrl = new URL(entry.statusListCredential);
  const here = new URL(listUrl.pathname + listUrl.search, context.origin).href;
  let jws: string | null;
  try {
    // The list is served cacheable for a minute; a check asks afresh, so a revocation shows at once.
    const response = await context.fetch(here, {
      headers: { Accept: VC_JWT_MEDIA_TYPE },
      cache: 'no-cache',
    });
    if (!response.ok) return { ok: false, detail: `the revocation list answered ${response.status}` };
    jws = await boundedText(response, MAX_STATUS_JWS_CHARS);
  } catch {
    return { ok: false, detail: 'the revocation list could not be fetched' };
  }
  if (jws === null) return { ok: false, detail: 'the revocation list is too large' };
  const verified = await verifyJws(jws.trim(), CREDENTIAL_JWS_TYP, keys);
  if (!verified.ok)
    return { ok: false, detail: `the revocation list is not genuine: ${verified.detail}`, tampered: true };
  const parsed = ZStatusListCredential.safeParse(verified.payload);
  if (!parsed.success) return { ok: false, detail: 'the revocation list is not a Bitstring Status List credential' };
  const list = parsed.data;
  if (list.id !== entry.statusListCredential) return { ok: false, detail: 'the revocation list is a different list' };
  if (list.credentialSubject.statusPurpose !== entry.statusPurpose || entry.statusPurpose !== 'revocation') {
    return { ok: false, detail: `the list's purpose is ${list.credentialSubject.statusPurpose}, not revocation` };
  }
  const bits = await decodeEncodedList(list.credentialSubject.encodedList);
  if (!bits) return { ok: false, detail: 'the revocation list could not be decoded' };
  const revoked = bitAt(bits, Number(entry.statusListIndex));
  if (revoked === null) return { ok: false, detail: 'the credential’s place is beyond the end of the list' };
  return { ok: true, revoked, kid: verified.kid };
}
