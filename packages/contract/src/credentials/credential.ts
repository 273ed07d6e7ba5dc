import { z } from 'zod';

/**
 * Decision 022: the W3C Verifiable Credential (VC Data Model 2.0, secured as VC-JOSE: a compact JWS,
 * EdDSA over Ed25519) that the platform issues for each verified request, its revocation entry in a Bitstring
 * Status List, and the public answers that serve them. The server builds payloads with these shapes; the browser
 * checker parses a verified payload with them.
 */

export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const CREDENTIAL_TYPE = 'DocumentVerificationCredential';
/** The media type of a VC-JOSE credential, as the `Accept` header asks for it and the raw answer is typed. */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';
export const CREDENTIAL_JWS_TYP = 'vc+jwt';
/** The certificate PDF's trailing seal: a JWS over the SHA-256 of every byte before this marker. */
export const SEAL_MARKER = '\n%DOCVERIFY-SEAL ';
export const SEAL_JWS_TYP = 'docverify-seal+jwt';
/** The credential inside the certificate PDF, a file attachment of this name. */
export const CERTIFICATE_ATTACHMENT_NAME = 'credential.jwt';
/** 131,072 bits (16 KiB): the Bitstring Status List spec's minimum, so one bit does not single a person out. */
export const STATUS_LIST_BITS = 131_072;

export const CERTIFICATE_LINK_EXPIRED = 'This certificate link has expired: open the document again';

/** A request's viewer code (or a share's code): URL-safe letters, 16 to 100 of them. */
export const ZCredentialCode = z.string().regex(/^[\w-]{16,100}$/, 'This verification code is not valid');
export const ZStatusListId = z.coerce
  .number({ error: 'The status list id must be a number' })
  .int('The status list id must be a whole number')
  .min(1, 'The status list id must be at least 1')
  .max(1_000_000_000, 'The status list id is too large');

const ZIsoDate = z.iso.datetime({ offset: true });
const ZIssuer = z.object({ id: z.url(), name: z.string() });

export const ZCredentialStatus = z.object({
  id: z.url(),
  type: z.literal('BitstringStatusListEntry'),
  statusPurpose: z.literal('revocation'),
  statusListIndex: z.string().regex(/^\d+$/, 'The status list index must be a decimal number'),
  statusListCredential: z.url(),
});
export type TCredentialStatus = z.infer<typeof ZCredentialStatus>;

export const ZVerifiedDocument = z.object({
  type: z.string(),
  category: z.string(),
  /** The awarding institution, professional body, bank or employer; omitted when the request names none. */
  institution: z.string().optional(),
  /** The course, else the qualification (as credentials issued before `qualification` say); omitted when neither. */
  course: z.string().optional(),
  /** The qualification awarded ('Associate Chartered Accountant'), where the request names one. */
  qualification: z.string().optional(),
  startYear: z.number().int().optional(),
  endYear: z.number().int().optional(),
  /** Hex SHA-256 of the file that was verified, so a holder of the file can show it is that one. */
  fileSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

export const ZVerificationResult = z.object({
  result: z.literal('verified'),
  verifiedBy: z.object({ name: z.string(), country: z.string().optional() }),
  decidedAt: ZIsoDate,
  applicationId: z.string(),
  publicCode: z.string(),
});

/** The JWS payload of a credential: the VC 2.0 JSON itself (VC-JOSE, not wrapped in a `vc` claim). */
export const ZDocumentCredential = z.object({
  '@context': z.array(z.string()).refine((context) => context[0] === VC_CONTEXT_V2, 'Not a VC 2.0 credential'),
  id: z.string().regex(/^urn:uuid:[0-9a-f-]{36}$/, 'The credential id must be a urn:uuid'),
  type: z
    .array(z.string())
    .refine((types) => types.includes('VerifiableCredential') && types.includes(CREDENTIAL_TYPE), 'Not our type'),
  issuer: ZIssuer,
  validFrom: ZIsoDate,
  credentialSubject: z.object({
    type: z.literal('VerifiedDocument'),
    /** The name on the document in full, as submitted: first, middle (where given) and last name. */
    name: z.string(),
    givenName: z.string(),
    /** The middle name(s), schema.org's `additionalName`; omitted when none was given (and in older credentials). */
    additionalName: z.string().optional(),
    familyName: z.string(),
    document: ZVerifiedDocument,
    verification: ZVerificationResult,
  }),
  credentialStatus: ZCredentialStatus,
  /** Seconds since the epoch: the one JWT claim added beside the VC's own fields. */
  iat: z.number().int().optional(),
});
export type TDocumentCredential = z.infer<typeof ZDocumentCredential>;

/** The JWS payload of a status list credential (`GET /api/status-lists/:id`). */
export const ZStatusListCredential = z.object({
  '@context': z.array(z.string()),
  id: z.url(),
  type: z.array(z.string()).refine((types) => types.includes('BitstringStatusListCredential'), 'Not a status list'),
  issuer: ZIssuer,
  validFrom: ZIsoDate,
  credentialSubject: z.object({
    id: z.string(),
    type: z.literal('BitstringStatusList'),
    statusPurpose: z.literal('revocation'),
    /** 'u' then base64url (no padding) of the GZIP-compressed bitstring; bit 0 is the first byte's highest bit. */
    encodedList: z.string().regex(/^u[\w-]+$/, 'Not a multibase base64url list'),
  }),
  iat: z.number().int().optional(),
});
export type TStatusListCredential = z.infer<typeof ZStatusListCredential>;

/** The certificate seal's payload. */
export const ZCertificateSeal = z.object({
  sha256: z.string().regex(/^[\w-]{43}$/, 'Not a base64url SHA-256'),
  credential: z.string(),
  iat: z.number().int(),
});
export type TCertificateSeal = z.infer<typeof ZCertificateSeal>;

const ZCompactJws = z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Not a compact JWS');

/** `GET /api/credentials/:code` (JSON): the newest credential of the request the code names, revoked or not. */
export const ZCredentialResponse = z.object({
  data: z.object({ credential: ZCompactJws, revoked_at: z.string().nullable() }),
});
export type TCredentialResponse = z.infer<typeof ZCredentialResponse>;

/**
 * `GET /api/issuer`: who signs this service's credentials. Its `id` is the address people are given (PUBLIC_URL):
 * a page opened at any other address of the same server compares a credential's issuer with this, not with its own.
 */
export const ZIssuerResponse = z.object({ data: ZIssuer });
export type TIssuerResponse = z.infer<typeof ZIssuerResponse>;

/** An Ed25519 public key as `/.well-known/jwks.json` lists it. */
export const ZPublicJwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
export const ZJwks = z.object({ keys: z.array(ZPublicJwk) });
export type TJwks = z.infer<typeof ZJwks>;
