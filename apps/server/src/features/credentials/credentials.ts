import { CERTIFICATE_LINK_EXPIRED, ZDocumentCredential } from '@docverify/contract/credentials/credential';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { CredentialRow } from '../../db/schema';
import { addSeconds, isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { loadRequester, ownDocument } from '../documents/access';
import { isAdministrator } from '../policy/policy';
import { resolvePublicCode } from '../shares/resolve-public-code';
import type { VisitSource } from '../shares/visitor';
import { renderCertificate } from './certificate-pdf';
import { findCertificateDocument, findNewestCredential, listPublishedKeys } from './credentials.repository';
import { issueCredential, issuerOf } from './issue';

/** `/.well-known/jwks.json`: every key that ever signed, this instance's own included before it signs. */
export async function publishedKeys(ctx: AppContext) {
  const keys = await listPublishedKeys(ctx.db);
  const own = keys.some((key) => key.kid === ctx.credentialKey.kid) ? [] : [ctx.credentialKey.publicJwk];
  return { keys: [...keys, ...own] };
}

/**
 * The newest credential of a request, issued now when a verified request has none (verified before credentials
 * existed): the live-credential index makes two such calls at once, on any instances, give one credential.
 */
async function newestCredential(ctx: AppContext, document: { id: string; status: string }) {
  const newest = await findNewestCredential(ctx.db, document.id);
  if (newest && (newest.revoked_at === null || document.status !== 'verified')) return newest;
  if (document.status !== 'verified') return undefined;
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute((trx) => issueCredential(trx, issuerOf(ctx), { documentId: document.id, now }));
}

/** `GET /credentials/:code`: anyone holding the code gets the credential, revoked or not, and when it was revoked. */
export async function credentialForCode(ctx: AppContext, code: string, visit: VisitSource) {
  // A share link or the viewer code (decision 023): 404 unknown, 410 revoked or expired, and the visit is logged.
  const target = await resolvePublicCode(ctx, code, visit);
  const credential = target.viewerCode
    ? await newestCredential(ctx, { id: target.documentId, status: target.status })
    : undefined;
  if (!credential) throw new AppError('NOT_FOUND', 'No credential has been issued for this code');
  return { credential: credential.jws, revoked_at: credential.revoked_at };
}

const CERTIFICATE_LINK_SECONDS = 5 * 60;
const CERTIFICATE_AUDIENCE = 'certificate-download';
const NOT_VERIFIED = 'A certificate is available once the request is verified';

/** The owner's side only (the uploader or their organisation) and administrators; anyone else gets 404. */
async function certificateDocument(ctx: AppContext, actor: Actor, documentId: string) {
  if (!isAdministrator(actor)) await ownDocument(ctx, await loadRequester(ctx, actor), documentId);
  const document = await findCertificateDocument(ctx.db, documentId);
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  return document;
}

async function liveCredential(ctx: AppContext, document: { id: string; status: string }): Promise<CredentialRow> {
  if (document.status !== 'verified') throw new AppError('CONFLICT', NOT_VERIFIED);
  const credential = await newestCredential(ctx, document);
  if (!credential || credential.revoked_at) throw new AppError('CONFLICT', NOT_VERIFIED);
  return credential;
}

/**
 * Rendered certificates by credential and sealing key. A render holds the event loop ~25 ms and gives the same
 * bytes every time, so a second download (or a flood of them) is a lookup; ~60 KB each, 200 at most here.
 */
const renderedCertificates = new LRUCache<string, Buffer>({ max: 200 });

async function certificatePdf(ctx: AppContext, document: { id: string; status: string; viewer_code: string | null }) {
  const credential = await liveCredential(ctx, document);
  const payload = ZDocumentCredential.parse(decodeJwt(credential.jws));
  const fileName = `certificate-${payload.credentialSubject.verification.applicationId}.pdf`;
  const cacheKey = `${credential.id}\u0000${ctx.credentialKey.kid}\u0000${ctx.config.publicUrl}`;
  const cached = renderedCertificates.get(cacheKey);
  if (cached) return { bytes: cached, fileName };
  const base = ctx.config.publicUrl;
  const bytes = await renderCertificate(ctx.credentialKey, {
    credential: payload,
    jws: credential.jws,
    issuedAt: new Date(credential.issued_at),
    verifyUrl: `${base}/verify/${payload.credentialSubject.verification.publicCode}`,
    checkUrl: `${base}/verify`,
  });
  renderedCertificates.set(cacheKey, bytes);
  return { bytes, fileName };
}

/** `GET /documents/:id/certificate`: the certificate PDF, for a verified request with a live credential (409 else). */
export async function certificateFor(ctx: AppContext, actor: Actor, documentId: string) {
  return certificatePdf(ctx, await certificateDocument(ctx, actor, documentId));
}

/**
 * A five-minute link a new browser tab opens without the bearer token, as for the request's files (decision 007).
 * The request must be verified now; the link is refused later if it no longer is.
 */
export async function createCertificateLink(ctx: AppContext, actor: Actor, documentId: string) {
  const document = await certificateDocument(ctx, actor, documentId);
  await liveCredential(ctx, document);
  const issuedAt = ctx.clock.now();
  const expiresAt = addSeconds(issuedAt, CERTIFICATE_LINK_SECONDS);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(CERTIFICATE_AUDIENCE)
    .setSubject(document.id)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.secrets.jwtKey);
  return { url: `/api/certificates/${token}`, expires_at: expiresAt.toISOString() };
}

export async function openCertificateLink(ctx: AppContext, token: string) {
  let documentId: string;
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwtKey, {
      algorithms: ['HS256'],
      audience: CERTIFICATE_AUDIENCE,
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string') throw new Error('no subject');
    documentId = payload.sub;
  } catch {
    throw new AppError('FORBIDDEN', CERTIFICATE_LINK_EXPIRED);
  }
  const document = await findCertificateDocument(ctx.db, documentId);
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  return certificatePdf(ctx, document);
}
