import { CompactSign, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { PDFDocument } from 'pdf-lib';
import type { TDocumentCredential } from '@docverify/contract/credentials/credential';
import type { TFetch } from '@/lib/credential-check/keys';

// Test-only: an issuer that makes credentials, status lists and certificate PDFs exactly as the server does
//, and a fetch that serves its keys and lists.

export const LIST_BITS = 131_072;

/**
 * UTF-8 bytes as this realm's Uint8Array: under jsdom, TextEncoder returns another realm's array, which jose's and
 * pdf-lib's `instanceof Uint8Array` checks refuse (a browser has one realm, so the library itself is unaffected).
 */
export const utf8 = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes.slice());
      controller.close();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

type TKey = { kid: string; privateKey: CryptoKey; jwk: JWK };

async function makeKey(kid: string): Promise<TKey> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' } };
}

export async function signWith(key: TKey, payload: unknown, header: Record<string, unknown>): Promise<string> {
  return new CompactSign(utf8(typeof payload === 'string' ? payload : JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, ...header })
    .sign(key.privateKey);
}

export async function createIssuer(origin = 'https://docverify.test') {
  const key = await makeKey('key-2026-1');
  /** A key the issuer holds but never published: what a forger's own key looks like. */
  const unpublished = await makeKey('key-forged');
  const revoked = new Set<number>();
  const listUrl = `${origin}/api/status-lists/1`;
  let fetchCount = 0;
  const fetchedUrls: string[] = [];

  const statusList = async () => {
    const bits = new Uint8Array(LIST_BITS / 8);
    for (const index of revoked) bits[Math.floor(index / 8)]! |= 0x80 >> (index % 8);
    return signWith(
      key,
      {
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        id: listUrl,
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer: { id: origin, name: 'DocVerify' },
        validFrom: '2026-11-25T10:00:00.000Z',
        credentialSubject: {
          id: `${listUrl}#list`,
          type: 'BitstringStatusList',
          statusPurpose: 'revocation',
          encodedList: `u${base64url(await gzip(bits))}`,
        },
      },
      { typ: 'vc+jwt', cty: 'vc' },
    );
  };

  const credentialPayload = (index = 7, subject: Partial<TDocumentCredential['credentialSubject']> = {}) => ({
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: 'urn:uuid:7d3f1c2a-4b5e-4c6d-8e9f-0a1b2c3d4e5f',
    type: ['VerifiableCredential', 'DocumentVerificationCredential'],
    issuer: { id: origin, name: 'DocVerify' },
    validFrom: '2026-03-04T09:05:00.000Z',
    credentialSubject: {
      type: 'VerifiedDocument',
      name: 'Chidi Eze',
      givenName: 'Chidi',
      familyName: 'Eze',
      document: {
        type: "Bachelor's degree",
        category: 'Educational',
        institution: 'University of Lagos',
        course: 'Computer Science',
        startYear: 2014,
        endYear: 2018,
      },
      verification: {
        result: 'verified',
        verifiedBy: { name: 'University of Lagos', country: 'Nigeria' },
        decidedAt: '2026-03-04T09:05:00.000Z',
        applicationId: 'APP-0001',
        publicCode: 'VC-123',
      },
      ...subject,
    },
    credentialStatus: {
      id: `${listUrl}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: listUrl,
    },
  });

  // The issuer's server, whichever of its addresses is asked (a page may be opened at any of them).
  const fetch: TFetch = async (input) => {
    fetchCount += 1;
    fetchedUrls.push(input);
    const { pathname } = new URL(input);
    if (pathname === '/.well-known/jwks.json') return Response.json({ keys: [key.jwk] });
    if (pathname === '/api/issuer') return Response.json({ data: { id: origin, name: 'DocVerify' } });
    if (pathname === new URL(listUrl).pathname) {
      return new Response(await statusList(), { headers: { 'content-type': 'application/vc+jwt' } });
    }
    return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
  };

  return {
    origin,
    key,
    unpublished,
    fetch,
    fetched: () => fetchCount,
    fetchedUrls: () => [...fetchedUrls],
    revoke: (index: number) => revoked.add(index),
    credentialPayload,
    /** A credential signed as the server signs it (payload overrides allowed, for the attacks). */
    credential: (payload: unknown = credentialPayload(), header: Record<string, unknown> = {}, signer = key) =>
      signWith(signer, payload, { typ: 'vc+jwt', cty: 'vc', ...header }),
    /** A one-page certificate with the credential attached and the seal line appended, as the server renders it. */
    certificate: async (credentialJws: string, { seal = true, credentialId = credentialPayload().id } = {}) => {
      const pdf = await PDFDocument.create();
      pdf.addPage([595.28, 841.89]).drawText('Valid: Chidi Eze, Bachelor of Science', { x: 50, y: 780, size: 14 });
      await pdf.attach(utf8(credentialJws), 'credential.jwt', { mimeType: 'application/vc+jwt' });
      const body = await pdf.save();
      if (!seal) return body;
      const sha256 = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', body.slice())));
      const sealJws = await signWith(
        key,
        { sha256, credential: credentialId, iat: 1_790_000_000 },
        {
          typ: 'docverify-seal+jwt',
        },
      );
      const line = utf8(`\n%DOCVERIFY-SEAL ${sealJws}\n`);
      const sealed = new Uint8Array(body.length + line.length);
      sealed.set(body);
      sealed.set(line, body.length);
      return sealed;
    },
  };
}

export type TIssuer = Awaited<ReturnType<typeof createIssuer>>;
