import * as operations from '@docverify/contract/admin/documents-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { administratorOf } from '../admin/admin-access';
import { signDownloadLink } from '../documents/download-links';
import { uploadBodyLimit, withUploads } from '../documents/multipart';
import { decideAsAdministrator } from '../verification/decide';
import { readDecisionForm } from '../verification/verification.routes';
import { listAllDocuments, singleDocument, updateDocument } from './admin-documents';

/** Every request in the service, for administrators: the list, one request, archive and restore, and decisions. */
export function adminDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listAllDocuments),
      handler: async (request) => listAllDocuments(ctx, request.query),
    });

    app.route({
      ...operationRoute(ctx, app, operations.getSingleDocument),
      handler: async (request) => ({ data: await singleDocument(ctx, request.query) }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.archiveOrRestoreDocument),
      handler: async (request) => {
        const input = request.body;
        const document = await updateDocument(ctx, { administrator: administratorOf(request), input });
        return { message: input.action === 'archive' ? 'Document archived' : 'Document restored', data: document };
      },
    });

    await app.register(
      withUploads(async (uploads) => {
        uploads.route({
          ...operationRoute(ctx, uploads, operations.decideDocument),
          bodyLimit: uploadBodyLimit,
          handler: async (request) => {
            const administrator = administratorOf(request);
            const { input, proof } = await readDecisionForm(request);
            const document = await decideAsAdministrator(ctx, { administratorId: administrator.id, input, proof });
            return {
              message: document.status === 'verified' ? 'Document verified' : 'Document queried',
              data: document,
            };
          },
        });
      }),
    );

    app.route({
      ...operationRoute(ctx, app, operations.createDownloadLink),
      // Administrators may read every request, so the route guard is the whole check; an unknown id is 404.
      handler: async (request) => {
        const { doc_id: documentId, file, file_id: fileId } = request.body;
        return signDownloadLink(ctx, { documentId, file, fileId });
      },
    });
  };
}
