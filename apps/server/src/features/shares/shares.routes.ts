import {
  ZCreateShareRequest,
  ZShareListResponse,
  ZShareResponse,
  ZShareViewsQuery,
  ZShareViewsResponse,
} from '@docverify/contract/shares/shares';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { allow } from '../auth/guards';
import { createDocumentShare, listDocumentShareViews, listDocumentShares, revokeDocumentShare } from './shares.service';

const bearer = [{ bearer: [] }];
// A malformed id reads as a record that does not exist, as everywhere else.
const ZId = z.string().regex(/^[\w-]{1,64}$/, 'No such record');
const ZDocumentParams = z.object({ id: ZId });

/** Decision 023: a verified request's share links, managed by its owner and read by administrators. */
export function shareRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    const requester = allow(ctx, 'requester');

    app.get(
      '/documents/:id/shares',
      {
        onRequest: signedIn,
        schema: {
          tags: ['shares'],
          summary: "A request's share links with how often each was opened (owner; administrators read)",
          security: bearer,
          params: ZDocumentParams,
          response: { 200: ZShareListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        data: await listDocumentShares(ctx, { actor: actorOf(request), documentId: request.params.id }),
      }),
    );

    app.post(
      '/documents/:id/shares',
      {
        onRequest: requester,
        schema: {
          tags: ['shares'],
          summary: 'A new labelled share link for a verified request, with an optional expiry within a year',
          security: bearer,
          params: ZDocumentParams,
          body: ZCreateShareRequest,
          response: { 201: ZShareResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const share = await createDocumentShare(ctx, {
          actor: actorOf(request),
          documentId: request.params.id,
          input: request.body,
        });
        return reply.code(201).send({ message: 'Share link created', data: share });
      },
    );

    app.post(
      '/documents/:id/shares/:shareId/revoke',
      {
        onRequest: requester,
        schema: {
          tags: ['shares'],
          summary: 'Revokes a share link at once (idempotent); whoever opens it then is told it was revoked',
          security: bearer,
          params: ZDocumentParams.extend({ shareId: ZId }),
          response: { 200: ZShareResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const share = await revokeDocumentShare(ctx, {
          actor: actorOf(request),
          documentId: request.params.id,
          shareId: request.params.shareId,
        });
        return { message: 'Share link revoked', data: share };
      },
    );

    app.get(
      '/documents/:id/share-views',
      {
        onRequest: signedIn,
        schema: {
          tags: ['shares'],
          summary: "Who opened a request's share links, newest first, page by page (owner; administrators read)",
          security: bearer,
          params: ZDocumentParams,
          querystring: ZShareViewsQuery,
          response: { 200: ZShareViewsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        listDocumentShareViews(ctx, {
          actor: actorOf(request),
          documentId: request.params.id,
          query: request.query,
        }),
    );
  };
}
