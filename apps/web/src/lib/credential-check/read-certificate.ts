import { checkCredential, type TCheck, type TCredentialCheck } from '@/lib/credential-check/check-credential';
import {
  CERTIFICATE_ATTACHMENT_NAME,
  SEAL_JWS_TYP,
  SEAL_MARKER as SEAL_MARKER_TEXT,
  ZCertificateSeal,
} from '@docverify/contract/credentials/credential';
import { keyStore, type TCheckContext } from '@/lib/credential-check/keys';
import { readAttachment } from '@/lib/credential-check/pdf-attachment';
import { verifyJws } from '@/lib/credential-check/verify-jws';

export type TCertificateOutcome = TCredentialCheck['outcome'] | 'tampered_file' | 'not_a_certificate';

export type TCertificateCheck = {
  outcome: TCertificateOutcome;
  /** What was checked about the file (its seal), then about the credential inside it. */
  checks: TCheck[];
  /** The embedded credential's own check: shown even when the file around it was changed. */
  credentialCheck: TCredentialCheck | null;
};

/** A certificate is one page and well under 1 MB; 5 MB refuses anything else before reading it. */
export const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;

const SEAL_MARKER = new TextEncoder().encode(SEAL_MARKER_TEXT);
const MAX_SEAL_LINE = 600;

/** Where the last seal marker starts, or -1: the server appends one after `%%EOF`, and only the last one counts. */
function lastMarker(bytes: Uint8Array): number {
  outer: for (let start = bytes.length - SEAL_MARKER.length; start >= 0; start -= 1) {
    for (let offset = 0; offset < SEAL_MARKER.length; offset += 1) {
      if (bytes[start + offset] !== SEAL_MARKER[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

function base64url(buffer: ArrayBuffer): string {
  const binary = String.fromCharCode(...new Uint8Array(buffer));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type TSealReading =
  { sealed: false } | { sealed: true; intact: boolean; credentialId: string | null; sentence: string; detail?: string };

async function readSeal(bytes: Uint8Array, keys: ReturnType<typeof keyStore>) {
  const marker = lastMarker(bytes);
  if (marker < 0) return { sealed: false } satisfies TSealReading;
  const rest = new TextDecoder().decode(bytes.subarray(marker + SEAL_MARKER.length));
  const lineEnd = rest.indexOf('\n');
  const seal = (lineEnd < 0 ? rest : rest.slice(0, lineEnd)).trim();
  const broken = (sentence: string, detail?: string): TSealReading => ({
    sealed: true,
    intact: false,
    credentialId: null,
    sentence,
    ...(detail ? { detail } : {}),
  });
  // Bytes after the seal line are outside what it covers: an incremental update there could change what a reader shows.
  if (lineEnd >= 0 && rest.slice(lineEnd).trim() !== '') {
    return broken('Something was added to the file after its seal, so the seal no longer covers all of it');
  }
  if (seal.length > MAX_SEAL_LINE) return broken('The seal line is longer than DocVerify ever writes');
  const verified = await verifyJws(seal, SEAL_JWS_TYP, keys);
  if (!verified.ok) return broken("The file's seal is not genuine", verified.detail);
  const parsed = ZCertificateSeal.safeParse(verified.payload);
  if (!parsed.success) return broken('The seal is signed but does not say what file it seals');
  const digest = base64url(await crypto.subtle.digest('SHA-256', bytes.slice(0, marker)));
  if (digest !== parsed.data.sha256) {
    return broken("The file's contents do not match its seal", `Seal signed with key id ${verified.kid}`);
  }
  return {
    sealed: true,
    intact: true,
    credentialId: parsed.data.credential,
    sentence: 'The file matches its seal, signed by DocVerify: not a byte changed since issue',
    detail: `Seal: SHA-256 of the file before the seal line, signed with key id ${verified.kid}`,
  } satisfies TSealReading;
}

function sealCheck(seal: Extract<TSealReading, { sealed: true }>): TCheck {
  return { passed: seal.intact, sentence: seal.sentence, ...(seal.detail ? { detail: seal.detail } : {}) };
}

/**
 * Checks a certificate PDF: its seal (a signed SHA-256 of every byte before the seal line) and then the credential
 * attached to it. A changed file says so, and still says whether the credential inside is genuine.
 */
export async function readCertificate(bytes: Uint8Array, context: TCheckContext): Promise<TCertificateCheck> {
  const notOurs = (sentence: string): TCertificateCheck => ({
    outcome: 'not_a_certificate',
    checks: [{ passed: false, sentence }],
    credentialCheck: null,
  });
  if (bytes.length > MAX_CERTIFICATE_BYTES) {
    return notOurs(
      `This file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: a DocVerify certificate is far smaller`,
    );
  }
  if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') return notOurs('This file is not a PDF');

  const keys = keyStore(context);
  const seal = await readSeal(bytes, keys);
  if (!seal.sealed) return notOurs('This PDF has no DocVerify seal: it is not a DocVerify certificate');
  const attachment = await readAttachment(bytes, CERTIFICATE_ATTACHMENT_NAME);
  if (!attachment && !seal.intact) {
    // The edit may have broken the attachment too: the seal still says what happened.
    return { outcome: 'tampered_file', checks: [sealCheck(seal)], credentialCheck: null };
  }
  if (!attachment) return notOurs('This PDF carries no DocVerify credential: it is not a DocVerify certificate');

  const credentialCheck = await checkCredential(new TextDecoder().decode(attachment), context, keys);
  const fileChecks: TCheck[] = [sealCheck(seal)];
  let intact = seal.intact;
  if (intact && credentialCheck.credential && seal.credentialId !== credentialCheck.credential.id) {
    intact = false;
    fileChecks.push({
      passed: false,
      sentence: 'The seal belongs to a different credential than the one in this file',
    });
  }
  return {
    outcome: intact ? credentialCheck.outcome : 'tampered_file',
    checks: [...fileChecks, ...credentialCheck.checks],
    credentialCheck,
  };
}
