import {
  VC_JWT_MEDIA_TYPE,
  ZCredentialCode,
  ZCredentialResponse,
  ZJwks,
  ZStatusListId,
} from '@docverify/contract/credentials/credential';
import { ZDownloadLinkResponse } from '@docverify/contract/documents/requests';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { contentDisposition } from '../../lib/file-names';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { visitOf } from '../shares/resolve-public-code';
import {
  CERTIFICATE_LINK_EXPIRED,
  certificateFor,
  createCertificateLink,
  credentialForCode,
  openCertificateLink,
  publishedKeys,
} from './credentials';
import { signedStatusList } from './status-list';

/** Codes are secrets: as for /viewer/:code, a modest limit per address keeps guessing them hopeless. */
const codeRateLimit = { max: 30, timeWindow: '1 minute' };
/** An owner downloads a certificate now and then; a render costs ~25 ms, so floods stop here. */
const certificateRateLimit = { max: 20, timeWindow: '1 minute' };
/** Verifiers re-read lists often; a signed list is cached, so the limit only stops floods. */
const statusListRateLimit = { max: 300, timeWindow: '1 minute' };

/** Strangers' verifiers fetch these from other origins: errors included, hence a hook, not the handler. */
function openToEveryOrigin(_request: unknown, reply: FastifyReply, done: () => void) {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  done();
}

const ZDocumentParams = z.object({ id: z.string().trim().min(1, 'Document is required').max(64, 'No such document') });

/** Under /api: the credential of a public code, the status lists, and the owner's certificate PDF. */
export function credentialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/credentials/:code',
      {
        onRequest: openToEveryOrigin,
        config: { rateLimit: codeRateLimit },
        schema: {
          tags: ['credentials'],
          security: [],
          summary:
            "The newest Verifiable Credential of the request a code names, revoked or not (public); raw with 'Accept: application/vc+jwt'",
          params: z.object({ code: ZCredentialCode }),
          response: { 200: ZCredentialResponse.or(z.string()), ...errorResponses(400, 404, 410, 429) },
        },
      },
      async (request, reply) => {
        const data = await credentialForCode(ctx, request.params.code, visitOf(request));
        reply.header('cache-control', 'no-store').header('vary', 'accept');
        if (request.headers.accept?.includes(VC_JWT_MEDIA_TYPE)) {
          return reply.type(VC_JWT_MEDIA_TYPE).send(data.credential);
        }
        return reply.send({ data });
      },
    );

    app.get(
      '/status-lists/:id',
      {
        onRequest: openToEveryOrigin,
        config: { rateLimit: statusListRateLimit },
        schema: {
          tags: ['credentials'],
          security: [],
          summary: 'A Bitstring Status List credential (revocation), as a signed compact JWS (public)',
          params: z.object({ id: ZStatusListId }),
          response: { 200: z.string().describe('application/vc+jwt'), ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const jws = await signedStatusList(ctx, request.params.id);
        return reply.type(VC_JWT_MEDIA_TYPE).header('cache-control', 'public, max-age=60').send(jws);
      },
    );

    app.get(
      '/documents/:id/certificate',
      {
        onRequest: authenticate(ctx),
        config: { rateLimit: certificateRateLimit },
        schema: {
          tags: ['credentials'],
          summary: "A verified request's certificate PDF, for its owner's side and administrators",
          security: [{ bearer: [] }],
          params: ZDocumentParams,
          response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const { bytes, fileName } = await certificateFor(ctx, actorOf(request), request.params.id);
        return sendPdf(reply, bytes, fileName);
      },
    );

    app.post(
      '/documents/:id/certificate-link',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['credentials'],
          summary: 'A five-minute link to the certificate PDF that a new tab opens without the bearer token',
          security: [{ bearer: [] }],
          params: ZDocumentParams,
          response: { 200: ZDownloadLinkResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => createCertificateLink(ctx, actorOf(request), request.params.id),
    );

    app.get(
      '/certificates/:token',
      {
        config: { rateLimit: certificateRateLimit },
        schema: {
          tags: ['credentials'],
          security: [],
          summary: 'The certificate a link names (public: the signed token is the authorisation)',
          params: z.object({ token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, CERTIFICATE_LINK_EXPIRED) }),
          response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const { bytes, fileName } = await openCertificateLink(ctx, request.params.token);
        return sendPdf(reply, bytes, fileName);
      },
    );
  };
}

function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string) {
  return (
    reply
      .type('application/pdf')
      // A download, not a tab: the file is for keeping and sending on.
      .header('content-disposition', contentDisposition(fileName).replace(/^inline/, 'attachment'))
      .header('cache-control', 'private, no-store')
      .send(bytes)
  );
}

/** At the root, where JOSE verifiers look: every public key that ever signed a credential. */
export function wellKnownRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/.well-known/jwks.json',
      {
        onRequest: openToEveryOrigin,
        schema: {
          tags: ['credentials'],
          security: [],
          summary: 'The public keys (Ed25519 JWKs) that verify credentials, status lists and certificate seals',
          response: { 200: ZJwks },
        },
      },
      async (_request, reply) => {
        return reply.header('cache-control', 'public, max-age=300').send(await publishedKeys(ctx));
      },
    );
  };
}
