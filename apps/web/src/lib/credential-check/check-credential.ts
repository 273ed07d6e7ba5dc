import {
  CREDENTIAL_JWS_TYP,
  ZDocumentCredential,
  type TDocumentCredential,
} from '@docverify/contract/credentials/credential';
import { isSameOrigin, keyStore, type TCheckContext, type TKeyStore } from '@/lib/credential-check/keys';
import { readStatus } from '@/lib/credential-check/status-list';
import { peekPayload, readHeader, verifyJws } from '@/lib/credential-check/verify-jws';

export type TCredentialOutcome =
  'valid' | 'revoked' | 'tampered' | 'unknown_key' | 'foreign_issuer' | 'malformed' | 'status_unavailable';

/**
 * One thing the checker looked at, in a sentence a stranger can read. Addresses, key ids and formats go in
 * `detail`, which the page keeps under "Technical details" for whoever wants to repeat the check.
 */
export type TCheck = { passed: boolean; sentence: string; detail?: string };

export type TCredentialCheck = {
  outcome: TCredentialOutcome;
  checks: TCheck[];
  /** What the credential says, once its signature verified (null otherwise: unverified words are never shown). */
  credential: TDocumentCredential | null;
};

/** A credential is about 2 KB; 20 KB leaves room and refuses a pasted novel before any work. */
export const MAX_CREDENTIAL_CHARS = 20 * 1024;

/** 14:05: when a revocation list was fetched, on the 24-hour clock in the reader's zone. */
const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function issuerOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const issuer = (payload as { issuer?: unknown }).issuer;
  const id = typeof issuer === 'string' ? issuer : (issuer as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Checks a DocVerify credential (a VC-JOSE compact JWS) the way any stranger's verifier would: the header, the
 * issuer (this service's, whatever address the page was opened at), the signature against the keys DocVerify
 * publishes, the content, and the revocation bit in the signed status list. Nothing named inside the credential is
 * fetched unless it is on the issuer's own origin, and then from this page's server (keys.ts).
 */
export async function checkCredential(
  input: string,
  context: TCheckContext,
  keys: TKeyStore = keyStore(context),
): Promise<TCredentialCheck> {
  const checks: TCheck[] = [];
  const end = (outcome: TCredentialOutcome, credential: TDocumentCredential | null = null): TCredentialCheck => ({
    outcome,
    checks,
    credential,
  });
  const fail = (outcome: TCredentialOutcome, sentence: string, detail?: string) => {
    checks.push({ passed: false, sentence, ...(detail ? { detail } : {}) });
    return end(outcome);
  };

  const jws = input.trim();
  if (jws.length > MAX_CREDENTIAL_CHARS) {
    return fail(
      'malformed',
      `This is ${Math.round(jws.length / 1024)} KB of text: a DocVerify credential is far shorter`,
    );
  }
  const header = readHeader(jws);
  if (!header) {
    return fail('malformed', 'This is not a credential', 'A credential is a compact JWS: three dot-separated parts');
  }
  if (header.alg !== 'EdDSA' || header.typ !== CREDENTIAL_JWS_TYP) {
    return fail(
      'malformed',
      'It is not signed the way DocVerify signs its credentials',
      `Header: alg ${String(header.alg)}, typ ${String(header.typ)}; DocVerify signs EdDSA, typ ${CREDENTIAL_JWS_TYP}`,
    );
  }
  checks.push({
    passed: true,
    sentence: 'It is a signed credential in the W3C standard format',
    detail: `Format: VC-JOSE (W3C Verifiable Credential as a JWS), EdDSA signature, typ ${CREDENTIAL_JWS_TYP}`,
  });

  const issuer = issuerOf(peekPayload(jws));
  if (!issuer) return fail('malformed', 'It names no issuer');
  if (!isSameOrigin(issuer, context.issuer)) {
    return fail(
      'foreign_issuer',
      'It names someone other than DocVerify as its issuer: we fetched nothing from them',
      `Issuer named: ${issuer}; DocVerify is ${context.issuer}`,
    );
  }
  checks.push({ passed: true, sentence: 'It names DocVerify as its issuer', detail: `Issuer: ${context.issuer}` });

  const verified = await verifyJws(jws, CREDENTIAL_JWS_TYP, keys);
  if (!verified.ok) {
    if (verified.reason === 'keys_unavailable') {
      return fail('status_unavailable', "We could not read DocVerify's published keys", verified.detail);
    }
    const sentences = {
      tampered:
        "The signature does not match DocVerify's published key: the credential was changed after it was signed",
      unknown_key: 'It was signed with a key DocVerify never published',
      malformed: 'The signature could not be checked',
    };
    const sentence = sentences[verified.reason];
    return fail(verified.reason, sentence, verified.detail);
  }
  checks.push({
    passed: true,
    sentence: "The signature matches DocVerify's published key",
    detail: `Key id (JWK thumbprint): ${verified.kid}`,
  });

  const parsed = ZDocumentCredential.safeParse(verified.payload);
  if (!parsed.success || !isSameOrigin(parsed.data.issuer.id, context.issuer)) {
    return fail('malformed', 'The signed content is not a DocVerify document verification credential');
  }
  const credential = parsed.data;
  checks.push({ passed: true, sentence: 'The signed content is a DocVerify document verification credential' });

  const status = await readStatus(credential.credentialStatus, context, keys);
  const at = timeOfDay.format(context.now?.() ?? new Date());
  if (!status.ok) {
    checks.push({ passed: false, sentence: 'We could not check whether it was revoked', detail: status.detail });
    return end('status_unavailable', credential);
  }
  if (status.revoked) {
    checks.push({
      passed: false,
      sentence: `The revocation list (signed, fetched at ${at}) says this credential was revoked`,
    });
    return end('revoked', credential);
  }
  checks.push({
    passed: true,
    sentence: `The revocation list (signed, fetched at ${at}) says this credential has not been revoked`,
  });
  return end('valid', credential);
}
