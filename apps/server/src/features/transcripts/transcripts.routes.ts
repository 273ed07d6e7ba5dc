import * as operations from '@docverify/contract/transcripts/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { chargesOrganisationOf } from '../charges/service-access';
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
    app.route({
      ...operationRoute(ctx, app, operations.getTranscriptService),
      handler: async (request) => ({ data: await viewTranscriptService(ctx, chargesOrganisationOf(request)) }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.setUpTranscriptService),
      handler: async (request) => ({
        message: 'Transcript service created',
        data: await setUpTranscriptService(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          service: request.body,
        }),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.changeTranscriptService),
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
