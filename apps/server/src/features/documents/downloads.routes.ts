import { createFileDownloadLink, downloadFile } from '@docverify/contract/documents/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { contentDisposition, safeDownloadName, servedContentType } from '../../lib/file-names';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from './access';
import { createDownloadLink, openDownload } from './download-links';

export function downloadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, createFileDownloadLink),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        const { doc_id: documentId, file, file_id: fileId } = request.body;
        return createDownloadLink(ctx, { caller, documentId, file, fileId });
      },
    });

    app.route({
      ...operationRoute(ctx, app, downloadFile),
      handler: async (request, reply) => {
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
    });
  };
}
