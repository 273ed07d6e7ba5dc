import { ZInstitution } from '@docverify/contract/documents/document';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { authenticate } from '../auth/authenticate';
import { listVerifyingBodies } from './institutions.repository';

const ZInstitutionList = z.object({ data: z.array(ZInstitution) });

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
          response: { 200: ZInstitutionList, ...errorResponses(401) },
        },
      },
      async () => ({ data: await listVerifyingBodies(ctx.db) }),
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
          response: { 200: ZInstitutionList, ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ data: await listVerifyingBodies(ctx.db, { countryCode: request.query.country_code }) }),
    );
  };
}
