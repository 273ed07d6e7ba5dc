import * as operations from '@docverify/contract/reference/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { actsForOrganisation } from '../policy/policy';
import { findInstitution, listVerifyingBodies } from './institutions.repository';
import { bodyTurnaround } from './turnaround';

export function institutionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listInstitutions),
      handler: async () => ({ data: await listVerifyingBodies(ctx.db) }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.getOwnInstitution),
      handler: async (request) => {
        const actor = actorOf(request);
        const found =
          actsForOrganisation(actor) && actor.organisationId
            ? await findInstitution(ctx.db, actor.organisationId)
            : undefined;
        if (!found) throw new AppError('FORBIDDEN', 'Only organisation users and staff have an institution');
        return { data: found };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.getTurnaround),
      handler: async (request) => {
        if (!(await findInstitution(ctx.db, request.params.id))) throw new AppError('NOT_FOUND', 'No such institution');
        return { data: await bodyTurnaround(ctx.db, request.params.id, ctx.clock.now()) };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.listInstitutionsOfCountry),
      handler: async (request) => ({
        data: await listVerifyingBodies(ctx.db, {
          countryCode: request.query.country_code,
          category: request.query.category,
        }),
      }),
    });
  };
}
