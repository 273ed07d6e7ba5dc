import { z } from 'zod';
import { ZDownloadLinkResponse } from '../documents/requests';
import { defineOperation } from '../operation';
import {
  CERTIFICATE_LINK_EXPIRED,
  VC_JWT_MEDIA_TYPE,
  ZCredentialCode,
  ZCredentialResponse,
  ZIssuerResponse,
  ZJwks,
  ZStatusListId,
} from './credential';

const ZDocumentParams = z.object({ id: z.string().trim().min(1, 'Document is required').max(64, 'No such document') });

export const getCredential = defineOperation({
  method: 'GET',
  path: '/api/credentials/{code}',
  tag: 'credentials',
  summary:
    "The newest Verifiable Credential of the request a code names, revoked or not (public); raw with 'Accept: application/vc+jwt'",
  access: 'public',
  params: z.object({ code: ZCredentialCode }),
  // JSON by default; the compact JWS alone (application/vc+jwt) when the caller accepts that.
  success: { status: 200, schema: ZCredentialResponse },
  errors: [400, 404, 410, 429],
});

export const getStatusList = defineOperation({
  method: 'GET',
  path: '/api/status-lists/{id}',
  tag: 'credentials',
  summary: 'A Bitstring Status List credential (revocation), as a signed compact JWS (public)',
  access: 'public',
  params: z.object({ id: ZStatusListId }),
  success: { status: 200, schema: null, mediaType: VC_JWT_MEDIA_TYPE },
  errors: [400, 404, 429],
});

export const downloadCertificate = defineOperation({
  method: 'GET',
  path: '/api/documents/{id}/certificate',
  tag: 'credentials',
  summary: "A verified request's certificate PDF, for its owner's side and administrators",
  // Which request is the record check's business (404 for anyone else's).
  access: 'signedIn',
  params: ZDocumentParams,
  success: { status: 200, schema: null, mediaType: 'application/pdf' },
  errors: [400, 401, 403, 404, 409, 429],
});

export const createCertificateDownloadLink = defineOperation({
  method: 'POST',
  path: '/api/documents/{id}/certificate-link',
  tag: 'credentials',
  summary: 'A five-minute link to the certificate PDF that a new tab opens without the bearer token',
  access: 'signedIn',
  params: ZDocumentParams,
  success: { status: 200, schema: ZDownloadLinkResponse },
  errors: [400, 401, 403, 404, 409],
});

export const downloadCertificateByLink = defineOperation({
  method: 'GET',
  path: '/api/certificates/{token}',
  tag: 'credentials',
  summary: 'The certificate a link names (public: the signed token is the authorisation)',
  access: 'public',
  params: z.object({ token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, CERTIFICATE_LINK_EXPIRED) }),
  success: { status: 200, schema: null, mediaType: 'application/pdf' },
  errors: [400, 403, 404, 409, 429],
});

/** At the root, not under /api, where JOSE verifiers look. */
export const listPublicKeys = defineOperation({
  method: 'GET',
  path: '/.well-known/jwks.json',
  tag: 'credentials',
  summary: 'The public keys (Ed25519 JWKs) that verify credentials, status lists and certificate seals',
  access: 'public',
  success: { status: 200, schema: ZJwks },
  errors: [],
});

export const getIssuer = defineOperation({
  method: 'GET',
  path: '/api/issuer',
  tag: 'credentials',
  summary: "Who signs this service's credentials, and the address people are given (public)",
  access: 'public',
  success: { status: 200, schema: ZIssuerResponse },
  errors: [429],
});
