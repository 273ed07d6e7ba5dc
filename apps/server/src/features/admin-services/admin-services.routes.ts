import * as operations from '@docverify/contract/admin/services-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { contentDisposition, safeDownloadName, servedContentType } from '../../lib/file-names';
import { administratorOf } from '../admin/admin-access';
import { openEvidence, reviewBody } from '../body-proof/body-proof';
import { correctTranscriptOffering, listTranscriptOfferings } from './admin-transcripts';
import { createPlatformSurcharge, updatePlatformSurcharge, viewPlatformSurcharge } from './platform-surcharge';
import { createServiceCharge, listServiceCharges, updateServiceCharge } from './service-charges';
import { decideVerifyingBody, listVerifyingBodies } from './verifying-bodies';

/** Admin services: service charges, the platform surcharge, verifying bodies, transcripts. */
export function adminServicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listServiceCharges),
      handler: async () => ({ data: await listServiceCharges(ctx) }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.createServiceCharge),
      handler: async (request) => ({
        message: 'Service charge created',
        data: await createServiceCharge(ctx, administratorOf(request), request.body),
      }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.updateServiceCharge),
      handler: async (request) => ({
        message: 'Service charge updated',
        data: await updateServiceCharge(ctx, administratorOf(request), request.body),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.viewPlatformSurcharge),
      handler: async () => ({ data: await viewPlatformSurcharge(ctx) }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.createPlatformSurcharge),
      handler: async (request) => ({
        message: 'Surcharge created',
        data: await createPlatformSurcharge(ctx, administratorOf(request), request.body.amount),
      }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.updatePlatformSurcharge),
      handler: async (request) => ({
        message: 'Surcharge updated',
        data: await updatePlatformSurcharge(ctx, administratorOf(request), request.body.amount),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.listVerifyingBodies),
      handler: async (request) => listVerifyingBodies(ctx, request.body),
    });
    app.route({
      ...operationRoute(ctx, app, operations.decideVerifyingBody),
      handler: async (request) => ({
        message: 'Verifying body updated',
        data: await decideVerifyingBody(ctx, administratorOf(request), request.body),
      }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.getVerifyingBodyReview),
      handler: async (request) => ({ data: await reviewBody(ctx, request.params.id) }),
    });
    app.route({
      ...operationRoute(ctx, app, operations.downloadVerifyingBodyEvidence),
      handler: async (request, reply) => {
        const evidence = await openEvidence(ctx, request.params.id);
        return reply
          .type(servedContentType(evidence.mimeType))
          .header(
            'content-disposition',
            contentDisposition(safeDownloadName(evidence.fileName, evidence.mimeType)).replace(/^inline/, 'attachment'),
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(evidence.stream);
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.listTranscriptOfferings),
      handler: async (request) => listTranscriptOfferings(ctx, request.body),
    });
    app.route({
      ...operationRoute(ctx, app, operations.correctTranscriptOffering),
      handler: async (request) => ({
        message: 'Transcript service updated',
        data: await correctTranscriptOffering(ctx, administratorOf(request), request.body),
      }),
    });
  };
}
