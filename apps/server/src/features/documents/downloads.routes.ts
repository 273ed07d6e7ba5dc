import { ZDownloadLinkRequest, ZDownloadLinkResponse } from '@docverify/contract/documents/requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { contentDisposition, safeDownloadName, servedContentType } from '../../lib/file-names';
import { errorResponses } from '../../lib/http';
import { actorOf } from '../auth/authenticate';
import { allow } from '../auth/guards';
import { loadRequester } from './access';
import { createDownloadLink, LINK_EXPIRED, openDownload } from './download-links';

export function downloadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/doc/download-link',
      {
        onRequest: allow(ctx, 'requester'),
        schema: {
          tags: ['documents'],
          summary: "A five-minute link to a request's file, for someone who may read the request",
          security: [{ bearer: [] }],
          body: ZDownloadLinkRequest,
          response: { 200: ZDownloadLinkResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return createDownloadLink(ctx, { caller, documentId: request.body.doc_id, file: request.body.file });
      },
    );

    app.get(
      '/files/:token',
      {
        schema: {
          tags: ['documents'],
          security: [],
          summary: 'The file a download link names (public: the signed token is the authorisation)',
          params: z.object({ token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, LINK_EXPIRED) }),
          response: {
            200: z.any().describe('The file, with its stored content type'),
            ...errorResponses(400, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { file, stream } = await openDownload(ctx, request.params.token);
        // Type and name come from the record, the type as detected in the bytes; the name is made safe again
        // because rows recorded before safeDownloadName existed kept the client's name.
        return reply
          .type(servedContentType(file.mime_type))
          .header('content-disposition', contentDisposition(safeDownloadName(file.file_name, file.mime_type)))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    );
  };
}
