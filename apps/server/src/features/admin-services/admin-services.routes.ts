import {
  ZAdminTranscriptList,
  ZAdminTranscriptListRequest,
  ZAdminTranscriptSaved,
  ZAdminTranscriptUpdate,
  ZInstituteDecision,
  ZServiceChargeInput,
  ZServiceChargeList,
  ZServiceChargeSaved,
  ZVerifyingBodyList,
  ZVerifyingBodyListRequest,
  ZVerifyingBodySaved,
} from '@docverify/contract/admin/services';
import { ZSurchargeInput, ZSurchargeResponse, ZSurchargeSaved } from '@docverify/contract/surcharges/surcharge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly, administratorOf } from '../admin/admin-access';
import { correctTranscriptOffering, listTranscriptOfferings } from './admin-transcripts';
import { createPlatformSurcharge, updatePlatformSurcharge, viewPlatformSurcharge } from './platform-surcharge';
import { createServiceCharge, listServiceCharges, updateServiceCharge } from './service-charges';
import { decideVerifyingBody, listVerifyingBodies } from './verifying-bodies';

/** Admin services (issue 5 item 4): service charges, the platform surcharge, verifying bodies, transcripts. */
export function adminServicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = adminOnly(ctx);
    const schema = { tags: ['admin: services'], security: [{ bearer: [] }] };
    const ZEmpty = z.object({}).optional();

    app.post(
      '/system/admin/base/charge/get',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Every document type with its category and service charge in kobo (null until set)',
          body: ZEmpty,
          response: { 200: ZServiceChargeList, ...errorResponses(401, 403) },
        },
      },
      async () => ({ data: await listServiceCharges(ctx) }),
    );
    app.post(
      '/system/admin/base/charge/create',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Set the service charge of a document type without one, in kobo',
          body: ZServiceChargeInput,
          response: { 200: ZServiceChargeSaved, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        message: 'Service charge created',
        data: await createServiceCharge(ctx, administratorOf(request), request.body),
      }),
    );
    app.post(
      '/system/admin/base/charge/update',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Change a service charge, in kobo: requests already priced keep their amount',
          body: ZServiceChargeInput,
          response: { 200: ZServiceChargeSaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        message: 'Service charge updated',
        data: await updateServiceCharge(ctx, administratorOf(request), request.body),
      }),
    );

    app.post(
      '/system/admin/surcharge/view',
      {
        onRequest,
        schema: {
          ...schema,
          summary: "The platform's surcharge in kobo, added to every checkout, or null before it is set",
          body: ZEmpty,
          response: { 200: ZSurchargeResponse, ...errorResponses(401, 403) },
        },
      },
      async () => ({ data: await viewPlatformSurcharge(ctx) }),
    );
    app.post(
      '/system/admin/surcharge/create',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Set the platform surcharge, in kobo',
          body: ZSurchargeInput,
          response: { 200: ZSurchargeSaved, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => ({
        message: 'Surcharge created',
        data: await createPlatformSurcharge(ctx, administratorOf(request), request.body.amount),
      }),
    );
    app.post(
      '/system/admin/surcharge/update',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Change the platform surcharge, in kobo: requests already priced keep their amount',
          body: ZSurchargeInput,
          response: { 200: ZSurchargeSaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        message: 'Surcharge updated',
        data: await updatePlatformSurcharge(ctx, administratorOf(request), request.body.amount),
      }),
    );

    app.post(
      '/system/admin/verifying-bodies',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Every organisation, whatever its verification status: searchable, filtered and paged',
          body: ZVerifyingBodyListRequest.optional().default({ page: 1, cursor: undefined }),
          response: { 200: ZVerifyingBodyList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listVerifyingBodies(ctx, request.body),
    );
    app.post(
      '/system/admin/verify/institute',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Verify, reject or suspend a verifying body, grant or withdraw its transcript access',
          body: ZInstituteDecision,
          response: { 200: ZVerifyingBodySaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        message: 'Verifying body updated',
        data: await decideVerifyingBody(ctx, administratorOf(request), request.body),
      }),
    );

    app.post(
      '/system/admin/transcripts/view',
      {
        onRequest,
        schema: {
          ...schema,
          summary: "Every organisation's transcript offering, searchable by organisation and paged",
          body: ZAdminTranscriptListRequest.optional().default({ page: 1, cursor: undefined }),
          response: { 200: ZAdminTranscriptList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listTranscriptOfferings(ctx, request.body),
    );
    app.post(
      '/system/admin/transcripts/update',
      {
        onRequest,
        schema: {
          ...schema,
          summary: "Correct an organisation's transcript offering (the whole offering, fee in kobo)",
          body: ZAdminTranscriptUpdate,
          response: { 200: ZAdminTranscriptSaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        message: 'Transcript service updated',
        data: await correctTranscriptOffering(ctx, administratorOf(request), request.body),
      }),
    );
  };
}
