import {
  createShareLink,
  listShareLinks,
  listShareViews,
  revokeShareLink,
} from '@docverify/contract/shares/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { createDocumentShare, listDocumentShareViews, listDocumentShares, revokeDocumentShare } from './shares.service';

/** Decision 023: a verified request's share links, managed by its owner and read by administrators. */
export function shareRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, listShareLinks),
      handler: async (request) => ({
        data: await listDocumentShares(ctx, { actor: actorOf(request), documentId: request.params.id }),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, createShareLink),
      handler: async (request, reply) => {
        const share = await createDocumentShare(ctx, {
          actor: actorOf(request),
          documentId: request.params.id,
          input: request.body,
        });
        return reply.code(201).send({ message: 'Share link created', data: share });
      },
    });

    app.route({
      ...operationRoute(ctx, app, revokeShareLink),
      handler: async (request) => {
        const share = await revokeDocumentShare(ctx, {
          actor: actorOf(request),
          documentId: request.params.id,
          shareId: request.params.shareId,
        });
        return { message: 'Share link revoked', data: share };
      },
    });

    app.route({
      ...operationRoute(ctx, app, listShareViews),
      handler: async (request) =>
        listDocumentShareViews(ctx, { actor: actorOf(request), documentId: request.params.id, query: request.query }),
    });
  };
}
