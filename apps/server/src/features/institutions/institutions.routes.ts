import { ZInstitutionListResponse, ZOwnInstitutionResponse } from '@docverify/contract/reference/institutions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { authenticate } from '../auth/authenticate';
import { AppError } from '../../lib/errors';
import { actorOf } from '../auth/authenticate';
import { actsForOrganisation } from '../policy/policy';
import { findInstitution, listVerifyingBodies } from './institutions.repository';

export function institutionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);

    app.get(
      '/institutions/all',
      {
        onRequest: signedIn,
        schema: {
          tags: ['institutions'],
          summary: 'Every verifying body a request can be sent to',
          security: [{ bearer: [] }],
          response: { 200: ZInstitutionListResponse, ...errorResponses(401) },
        },
      },
      async () => ({ data: await listVerifyingBodies(ctx.db) }),
    );

    app.get(
      '/institutions/mine',
      {
        onRequest: signedIn,
        schema: {
          tags: ['institutions'],
          summary: "The caller's own institution, whatever its verification status, and its authorised person",
          security: [{ bearer: [] }],
          response: { 200: ZOwnInstitutionResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const found =
          actsForOrganisation(actor) && actor.organisationId
            ? await findInstitution(ctx.db, actor.organisationId)
            : undefined;
        if (!found) throw new AppError('FORBIDDEN', 'Only organisation users and staff have an institution');
        return { data: found };
      },
    );

    app.get(
      '/verify/institute',
      {
        onRequest: signedIn,
        schema: {
          tags: ['institutions'],
          summary: 'The verifying bodies of one country',
          security: [{ bearer: [] }],
          querystring: z.object({
            country_code: z
              .string({ error: 'Choose a country' })
              .trim()
              .toUpperCase()
              .regex(/^[A-Z]{2}$/, 'Choose a country'),
          }),
          response: { 200: ZInstitutionListResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ data: await listVerifyingBodies(ctx.db, { countryCode: request.query.country_code }) }),
    );
  };
}
