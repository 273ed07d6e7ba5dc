import * as operations from '@docverify/contract/transcripts/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { chargesOrganisationOf, mayManageCharges } from '../charges/service-access';
import {
  changeTranscriptService,
  setUpTranscriptService,
  transcriptOffer,
  viewTranscriptService,
} from './transcripts.service';

/**
 * An institution's transcript service: set up and kept by organisations with transcript access;
 * requesters read the active one of the institution they send a transcript to.
 */
export function transcriptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const view = operationRoute(ctx, app, operations.getTranscriptService);
    app.route({
      ...view,
      onRequest: [...view.onRequest, mayManageCharges(ctx, 'view')],
      handler: async (request) => ({ data: await viewTranscriptService(ctx, chargesOrganisationOf(request)) }),
    });

    const setUp = operationRoute(ctx, app, operations.setUpTranscriptService);
    app.route({
      ...setUp,
      onRequest: [...setUp.onRequest, mayManageCharges(ctx, 'change')],
      handler: async (request) => ({
        message: 'Transcript service created',
        data: await setUpTranscriptService(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          service: request.body,
        }),
      }),
    });

    const change = operationRoute(ctx, app, operations.changeTranscriptService);
    app.route({
      ...change,
      onRequest: [...change.onRequest, mayManageCharges(ctx, 'change')],
      handler: async (request) => ({
        message: 'Transcript service updated',
        data: await changeTranscriptService(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          service: request.body,
        }),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.getTranscriptOffer),
      handler: async (request) => ({ data: await transcriptOffer(ctx, request.params.id) }),
    });
  };
}
