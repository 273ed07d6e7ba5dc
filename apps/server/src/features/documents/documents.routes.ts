import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZDocumentIdRequest,
  ZDocumentListRequest,
  ZDocumentResponse,
  ZMonitorResponse,
} from '@docverify/contract/documents/requests';
import { ZDashboardResponse, ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { ZDocumentSubmission } from '@docverify/contract/documents/submission';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { allow } from '../auth/guards';
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

const bearer = [{ bearer: [] }];
const multipart = ['multipart/form-data'];

export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    // Administrators have their own calls: refused before the body (or an upload) is read.
    const requester = allow(ctx, 'requester');

    await app.register(
      withUploads(async (uploads) => {
        uploads.post(
          '/doc/checkout',
          {
            onRequest: requester,
            bodyLimit: uploadBodyLimit,
            schema: {
              tags: ['documents'],
              summary: 'The fee a request would cost (JSON or multipart: document_type_id, institution_id)',
              security: bearer,
              consumes: ['application/json', ...multipart],
              response: { 200: ZCheckoutResponse, ...errorResponses(400, 401, 403, 404, 415) },
            },
          },
          async (request) => {
            await loadRequester(ctx, actorOf(request));
            // The spec's client sends its form as multipart; a JSON body is accepted too.
            const body = request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
            const fee = await checkout(ctx, parseInput(ZCheckoutRequest, body));
            return { message: 'Fee quoted', data: fee };
          },
        );

        uploads.post(
          '/doc/verify',
          {
            onRequest: requester,
            bodyLimit: uploadBodyLimit,
            schema: {
              tags: ['documents'],
              summary:
                'Submit a request (multipart: the ZDocumentSubmission fields and `file`, a PDF, PNG or JPEG up to 5 MB); ' +
                'it waits for its payment',
              security: bearer,
              consumes: multipart,
              response: { 201: ZDocumentResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
            },
          },
          async (request, reply) => {
            const caller = await loadRequester(ctx, actorOf(request));
            const form = await readMultipartForm(request);
            const parsed = ZDocumentSubmission.safeParse(form.fields);
            const missingFile: Record<string, string> = form.file ? {} : { file: MISSING_FILE };
            if (!parsed.success) throw validationError(parsed.error.issues, missingFile);
            if (!form.file) throw AppError.validation('file', MISSING_FILE);
            const document = await submitDocument(ctx, { caller, input: parsed.data, upload: form.file });
            return reply.code(201).send({ message: 'Request created: pay to send it to the verifier', data: document });
          },
        );
      }),
    );

    app.post(
      '/get/documents',
      {
        onRequest: requester,
        schema: {
          tags: ['documents'],
          summary: 'One page (9 rows) of the requests the caller sent or received, searched, filtered and sorted',
          security: bearer,
          body: ZDocumentListRequest,
          response: { 200: ZDocumentListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listDocuments(ctx, { caller, query: request.body });
      },
    );

    app.post(
      '/monitor/document',
      {
        onRequest: requester,
        schema: {
          tags: ['documents'],
          summary: 'A request and its status history, oldest first',
          security: bearer,
          body: ZDocumentIdRequest,
          response: { 200: ZMonitorResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await monitorDocument(ctx, { caller, documentId: request.body.doc_id }) };
      },
    );

    app.get(
      '/user/dashboard',
      {
        onRequest: signedIn,
        schema: {
          tags: ['documents'],
          summary: "Counts per status of the caller's requests, the newest five, and what the caller has paid",
          security: bearer,
          response: { 200: ZDashboardResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return { data: await dashboard(ctx, caller) };
      },
    );
  };
}
