import { VC_JWT_MEDIA_TYPE } from '@docverify/contract/credentials/credential';
import {
  createCertificateDownloadLink,
  downloadCertificate,
  downloadCertificateByLink,
  getCredential,
  getIssuer,
  getStatusList,
  listPublicKeys,
} from '@docverify/contract/credentials/operations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { sendPdfDownload } from '../../lib/send-pdf';
import { actorOf } from '../auth/authenticate';
import { visitOf } from '../shares/resolve-public-code';
import {
  certificateFor,
  createCertificateLink,
  credentialForCode,
  openCertificateLink,
  publishedKeys,
} from './credentials';
import { ISSUER_NAME } from './credential-payload';
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

/** Under /api: the credential of a public code, the status lists, and the owner's certificate PDF. */
export function credentialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const credential = operationRoute(ctx, app, getCredential);
    app.route({
      ...credential,
      onRequest: [...credential.onRequest, openToEveryOrigin],
      config: { rateLimit: codeRateLimit },
      handler: async (request, reply) => {
        const data = await credentialForCode(ctx, request.params.code, visitOf(request));
        reply.header('cache-control', 'no-store').header('vary', 'accept');
        if (request.headers.accept?.includes(VC_JWT_MEDIA_TYPE)) {
          // Text of a media type that is not JSON: Fastify sends it as it is, past the JSON answer's schema.
          return reply.type(VC_JWT_MEDIA_TYPE).send(data.credential as never);
        }
        return reply.send({ data });
      },
    });

    const issuer = operationRoute(ctx, app, getIssuer);
    app.route({
      ...issuer,
      onRequest: [...issuer.onRequest, openToEveryOrigin],
      // The same for everyone until the server restarts with another PUBLIC_URL.
      handler: async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=300')
          .send({ data: { id: ctx.config.publicUrl, name: ISSUER_NAME } }),
    });

    const statusList = operationRoute(ctx, app, getStatusList);
    app.route({
      ...statusList,
      onRequest: [...statusList.onRequest, openToEveryOrigin],
      config: { rateLimit: statusListRateLimit },
      handler: async (request, reply) => {
        const jws = await signedStatusList(ctx, request.params.id);
        return reply.type(VC_JWT_MEDIA_TYPE).header('cache-control', 'public, max-age=60').send(jws);
      },
    });

    app.route({
      ...operationRoute(ctx, app, downloadCertificate),
      config: { rateLimit: certificateRateLimit },
      handler: async (request, reply) => {
        const { bytes, fileName } = await certificateFor(ctx, actorOf(request), request.params.id);
        return sendPdfDownload(reply, bytes, fileName);
      },
    });

    app.route({
      ...operationRoute(ctx, app, createCertificateDownloadLink),
      handler: async (request) => createCertificateLink(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...operationRoute(ctx, app, downloadCertificateByLink),
      config: { rateLimit: certificateRateLimit },
      handler: async (request, reply) => {
        const { bytes, fileName } = await openCertificateLink(ctx, request.params.token);
        return sendPdfDownload(reply, bytes, fileName);
      },
    });
  };
}

/** At the root, where JOSE verifiers look: every public key that ever signed a credential. */
export function wellKnownRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const keys = operationRoute(ctx, app, listPublicKeys);
    app.route({
      ...keys,
      onRequest: [...keys.onRequest, openToEveryOrigin],
      handler: async (_request, reply) => {
        return reply.header('cache-control', 'public, max-age=300').send(await publishedKeys(ctx));
      },
    });
  };
}
