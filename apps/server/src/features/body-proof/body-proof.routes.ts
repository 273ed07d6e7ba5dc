import {
  confirmDomainCode,
  getBodyProof,
  requestDomainCode,
  uploadBodyEvidence,
} from '@docverify/contract/organisations/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { readMultipartForm, uploadBodyLimit, withUploads } from '../documents/multipart';
import * as proof from './body-proof';

/** The organisation the caller's own account stands for (the access rule has made sure there is one). */
const organisationOf = (actor: ReturnType<typeof actorOf>) => {
  if (!actor.organisationId) throw new AppError('FORBIDDEN', 'Only an organisation account can prove its body');
  return actor.organisationId;
};

/** A body proves who it is from its own account: control of its domain, and its evidence. */
export function bodyProofRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getBodyProof),
      handler: async (request) => ({ data: await proof.getBodyProof(ctx, organisationOf(actorOf(request))) }),
    });

    app.route({
      ...operationRoute(ctx, app, requestDomainCode),
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      handler: async (request) => ({
        message: await proof.sendDomainCode(ctx, organisationOf(actorOf(request)), request.body.address),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, confirmDomainCode),
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      handler: async (request) => {
        const actor = actorOf(request);
        return {
          message: 'Your domain is confirmed',
          data: await proof.confirmDomainCode(
            ctx,
            { userId: actor.userId, organisationId: organisationOf(actor) },
            request.body,
          ),
        };
      },
    });

    await app.register(
      withUploads(async (uploads) => {
        uploads.route({
          ...operationRoute(ctx, uploads, uploadBodyEvidence),
          bodyLimit: uploadBodyLimit,
          handler: async (request) => {
            const actor = actorOf(request);
            const form = await readMultipartForm(request);
            const message = 'Choose the registration or accreditation document';
            if (!form.file) throw AppError.validation('evidence', message);
            return {
              message: 'Evidence received: an administrator will review it',
              data: await proof.uploadEvidence(
                ctx,
                { userId: actor.userId, organisationId: organisationOf(actor) },
                form.file,
              ),
            };
          },
        });
      }),
    );
  };
}
