import { ZSurchargeInput, ZSurchargeResponse, ZSurchargeSaved } from '@docverify/contract/surcharges/surcharge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { chargesOrganisationOf, mayManageCharges } from '../charges/service-access';
import { changeSurcharge, createSurcharge, viewSurcharge } from './surcharges.service';

/** A verifying body's own surcharge (spec section 7), added to the checkout of every request sent to it. */
export function surchargeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    const mayView = [signedIn, mayManageCharges(ctx, 'view')];
    const mayChange = [signedIn, mayManageCharges(ctx, 'change')];
    const schema = { tags: ['surcharges'], security: [{ bearer: [] }] };

    app.get(
      '/surcharge/view',
      {
        onRequest: mayView,
        schema: {
          ...schema,
          summary: "Your organisation's surcharge in kobo, or null before it is set (staff may view)",
          response: { 200: ZSurchargeResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ data: await viewSurcharge(ctx, chargesOrganisationOf(request)) }),
    );

    app.post(
      '/surcharge/create',
      {
        onRequest: mayChange,
        schema: {
          ...schema,
          summary: 'Set the surcharge, in kobo (org account only)',
          body: ZSurchargeInput,
          response: { 200: ZSurchargeSaved, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => ({
        message: 'Surcharge created',
        data: await createSurcharge(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          ...request.body,
        }),
      }),
    );

    app.post(
      '/surcharge/update',
      {
        onRequest: mayChange,
        schema: {
          ...schema,
          summary: 'Change the surcharge, in kobo (org account only)',
          body: ZSurchargeInput,
          response: { 200: ZSurchargeSaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        message: 'Surcharge updated',
        data: await changeSurcharge(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          ...request.body,
        }),
      }),
    );
  };
}
