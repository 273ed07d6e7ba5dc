import { getRequesterDashboard, listDocumentRequests } from '@docverify/contract/documents/list-operations';
import { getDocumentHistory, quoteCheckout, submitDocumentRequest } from '@docverify/contract/documents/operations';
import { ZCheckoutRequest } from '@docverify/contract/documents/requests';
import { ZDocumentSubmission } from '@docverify/contract/documents/submission';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from './access';
import {
  MISSING_FILE,
  parseInput,
  readMultipartForm,
  uploadBodyLimit,
  validationError,
  withUploads,
} from './multipart';
import { dashboard, listDocuments, monitorDocument } from './read-documents';
import { checkout, submitDocument } from './submit-document';

export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      withUploads(async (uploads) => {
        uploads.route({
          ...operationRoute(ctx, uploads, quoteCheckout),
          bodyLimit: uploadBodyLimit,
          handler: async (request) => {
            await loadRequester(ctx, actorOf(request));
            // The spec's client sends its form as multipart; a JSON body is accepted too.
            const body = request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
            const fee = await checkout(ctx, parseInput(ZCheckoutRequest, body));
            return { message: 'Fee quoted', data: fee };
          },
        });

        uploads.route({
          ...operationRoute(ctx, uploads, submitDocumentRequest),
          bodyLimit: uploadBodyLimit,
          handler: async (request, reply) => {
            const caller = await loadRequester(ctx, actorOf(request));
            const form = await readMultipartForm(request);
            const parsed = ZDocumentSubmission.safeParse(form.fields);
            const missingFile: Record<string, string> = form.file ? {} : { file: MISSING_FILE };
            if (!parsed.success) throw validationError(parsed.error.issues, missingFile);
            if (!form.file) throw AppError.validation('file', MISSING_FILE);
            const document = await submitDocument(ctx, { caller, input: parsed.data, upload: form.file });
            return reply.code(201).send({ message: 'Request created: pay to send it to the verifier', data: document });
          },
        });
      }),
    );

    app.route({
      ...operationRoute(ctx, app, listDocumentRequests),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listDocuments(ctx, { caller, query: request.body });
      },
    });

    app.route({
      ...operationRoute(ctx, app, getDocumentHistory),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await monitorDocument(ctx, { caller, documentId: request.body.doc_id }) };
      },
    });

    app.route({
      ...operationRoute(ctx, app, getRequesterDashboard),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await dashboard(ctx, caller) };
      },
    });
  };
}
