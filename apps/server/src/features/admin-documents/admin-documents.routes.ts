import {
  ZAdminDocumentListQuery,
  ZAdminDocumentUpdate,
  ZAdminSingleDocumentQuery,
} from '@docverify/contract/admin/documents';
import {
  ZDocumentResponse,
  ZDownloadLinkRequest,
  ZDownloadLinkResponse,
  ZMonitorResponse,
} from '@docverify/contract/documents/requests';
import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly, administratorOf } from '../admin/admin-access';
import { signDownloadLink } from '../documents/download-links';
import { uploadBodyLimit, withUploads } from '../documents/multipart';
import { decideAsAdministrator } from '../verification/decide';
import { readDecisionForm } from '../verification/verification.routes';
import { listAllDocuments, singleDocument, updateDocument } from './admin-documents';

const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

/** Every request in the service, for administrators: the list, one request, archive and restore, and decisions. */
export function adminDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const administrators = adminOnly(ctx);

    app.get(
      '/system/admin/get/all/documents',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'One page of every request (unpaid ones included), filtered, searched and sorted, 9 a page',
          querystring: ZAdminDocumentListQuery,
          response: { 200: ZDocumentListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listAllDocuments(ctx, request.query),
    );

    app.post(
      '/system/admin/get/single/document',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'One request with its status history; 404 unless its category, id and owner all match',
          querystring: ZAdminSingleDocumentQuery,
          response: { 200: ZMonitorResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({ data: await singleDocument(ctx, request.query) }),
    );

    app.post(
      '/system/admin/update/document',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Archive a request, or restore an archived one to the status it had before; audited',
          body: ZAdminDocumentUpdate,
          response: { 200: ZDocumentResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const input = request.body;
        const document = await updateDocument(ctx, { administrator: administratorOf(request), input });
        return { message: input.action === 'archive' ? 'Document archived' : 'Document restored', data: document };
      },
    );

    await app.register(
      withUploads(async (uploads) => {
        uploads.post(
          '/system/admin/verify/document',
          {
            onRequest: administrators,
            bodyLimit: uploadBodyLimit,
            schema: {
              ...adminRoute,
              summary:
                'Decide any paid request when its verifying body cannot (multipart like /verifier/verify/document: ' +
                'doc_id, status verified|queried, verify_info, version, `proof` PDF); the owner is e-mailed; audited',
              consumes: ['multipart/form-data'],
              response: { 200: ZDocumentResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
            },
          },
          async (request) => {
            const administrator = administratorOf(request);
            const { input, proof } = await readDecisionForm(request);
            const document = await decideAsAdministrator(ctx, { administratorId: administrator.id, input, proof });
            return {
              message: document.status === 'verified' ? 'Document verified' : 'Document queried',
              data: document,
            };
          },
        );
      }),
    );

    app.post(
      '/system/admin/download-link',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: "A five-minute link to any request's file or signed proof, openable in a new tab",
          body: ZDownloadLinkRequest,
          response: { 200: ZDownloadLinkResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      // Administrators may read every request, so the route guard is the whole check; an unknown id is 404.
      async (request) => signDownloadLink(ctx, { documentId: request.body.doc_id, file: request.body.file }),
    );
  };
}
