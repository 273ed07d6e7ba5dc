import {
  ZTranscriptOfferResponse,
  ZTranscriptServiceInput,
  ZTranscriptServiceResponse,
  ZTranscriptServiceSaved,
} from '@docverify/contract/transcripts/transcript';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { chargesOrganisationOf, mayManageCharges } from '../charges/service-access';
import {
  changeTranscriptService,
  setUpTranscriptService,
  transcriptOffer,
  viewTranscriptService,
} from './transcripts.service';

/**
 * An institution's transcript service (issue 4): set up and kept by organisations with transcript access;
 * requesters read the active one of the institution they send a transcript to.
 */
export function transcriptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    const mayView = [signedIn, mayManageCharges(ctx, 'view')];
    const mayChange = [signedIn, mayManageCharges(ctx, 'change')];
    const schema = { tags: ['transcripts'], security: [{ bearer: [] }] };

    app.get(
      '/verifier/get/transcript',
      {
        onRequest: mayView,
        schema: {
          ...schema,
          summary: "Your organisation's transcript service, or null before it is set up (staff may view)",
          response: { 200: ZTranscriptServiceResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ data: await viewTranscriptService(ctx, chargesOrganisationOf(request)) }),
    );

    app.post(
      '/inst/transcript/setup',
      {
        onRequest: mayChange,
        schema: {
          ...schema,
          summary: 'Set up the transcript service: fee in kobo, processing days, delivery options (org account only)',
          body: ZTranscriptServiceInput,
          response: { 200: ZTranscriptServiceSaved, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => ({
        message: 'Transcript service created',
        data: await setUpTranscriptService(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          service: request.body,
        }),
      }),
    );

    app.post(
      '/inst/transcript/update',
      {
        onRequest: mayChange,
        schema: {
          ...schema,
          summary: 'Change the transcript service (org account only)',
          body: ZTranscriptServiceInput,
          response: { 200: ZTranscriptServiceSaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        message: 'Transcript service updated',
        data: await changeTranscriptService(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          service: request.body,
        }),
      }),
    );

    app.get(
      '/institutions/:id/transcript',
      {
        onRequest: signedIn,
        schema: {
          ...schema,
          summary: "An institution's active transcript service (fee, processing days, delivery), or null",
          params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'No such institution') }),
          response: { 200: ZTranscriptOfferResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ data: await transcriptOffer(ctx, request.params.id) }),
    );
  };
}
