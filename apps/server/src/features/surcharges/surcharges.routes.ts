import * as operations from '@docverify/contract/surcharges/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { chargesOrganisationOf } from '../charges/service-access';
import { changeSurcharge, createSurcharge, viewSurcharge } from './surcharges.service';

/** A verifying body's own surcharge (spec section 7), added to the checkout of every request sent to it. */
export function surchargeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.getSurcharge),
      handler: async (request) => ({ data: await viewSurcharge(ctx, chargesOrganisationOf(request)) }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.createSurcharge),
      handler: async (request) => ({
        message: 'Surcharge created',
        data: await createSurcharge(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          ...request.body,
        }),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.changeSurcharge),
      handler: async (request) => ({
        message: 'Surcharge updated',
        data: await changeSurcharge(ctx, {
          actor: actorOf(request),
          organisationId: chargesOrganisationOf(request),
          ...request.body,
        }),
      }),
    });
  };
}
