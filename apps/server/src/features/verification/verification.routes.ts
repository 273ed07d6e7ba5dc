import {
  ZDocumentIdRequest,
  ZDocumentListRequest,
  ZDocumentResponse,
  ZQueryAnswer,
} from '@docverify/contract/documents/requests';
import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { PROOF_REQUIRED, ZStatusEdit } from '@docverify/contract/verification/status-edit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { actorOf } from '../auth/authenticate';
import { allow } from '../auth/guards';
import { loadRequester } from '../documents/access';
import { parseInput, readMultipartForm, uploadBodyLimit, validationError, withUploads } from '../documents/multipart';
import { listDocuments } from '../documents/read-documents';
import { answerQuery } from './answer-query';
import { decide, startReview } from './decide';

const bearer = [{ bearer: [] }];

/** The upload checks name their field `file`; on this form the field is the proof. */
async function readProofForm(request: Parameters<typeof readMultipartForm>[0]) {
  try {
    return await readMultipartForm(request);
  } catch (error) {
    if (error instanceof AppError && error.errors?.file) {
      const { file, ...rest } = error.errors;
      throw new AppError(error.code, error.message, { ...rest, proof: file });
    }
    throw error;
  }
}

/** The decision form (verifiers' and administrators'): its fields and the proof, every missing one named. */
export async function readDecisionForm(request: Parameters<typeof readMultipartForm>[0]) {
  const form = await readProofForm(request);
  const parsed = ZStatusEdit.safeParse(form.fields);
  const missingProof: Record<string, string> = form.file ? {} : { proof: PROOF_REQUIRED };
  if (!parsed.success) throw validationError(parsed.error.issues, missingProof);
  if (!form.file) throw AppError.validation('proof', PROOF_REQUIRED);
  return { input: parsed.data, proof: form.file };
}

/** A verifying body's side of a request: its queue, opening a request, and the decision with signed proof. */
export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Only a verified body's account and staff work the queue: refused before the body is read.
    const verifier = allow(ctx, 'worksQueue');
    // The owner's answer to a query: refused before its upload is read.
    const requester = allow(ctx, 'requester');

    app.post(
      '/get/verifier/document',
      {
        onRequest: verifier,
        schema: {
          tags: ['verification'],
          summary: "One page of the requests sent to the caller's organisation (paid ones only)",
          security: bearer,
          body: ZDocumentListRequest.omit({ scope: true }),
          response: { 200: ZDocumentListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listDocuments(ctx, { caller, query: { ...request.body, scope: 'received' } });
      },
    );

    app.post(
      '/verifier/review/document',
      {
        onRequest: verifier,
        schema: {
          tags: ['verification'],
          summary:
            'Start the review of a received request (the Start review button): a submitted one becomes pending, ' +
            'once; a replay answers with the request as it is',
          security: bearer,
          body: ZDocumentIdRequest,
          response: { 200: ZDocumentResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        const { started, document } = await startReview(ctx, caller, request.body.doc_id);
        const message = started ? 'Review started' : `Review already started: this request is ${document.status}`;
        return { message, data: document };
      },
    );

    await app.register(
      withUploads(async (uploads) => {
        uploads.post(
          '/doc/answer',
          {
            onRequest: requester,
            bodyLimit: uploadBodyLimit,
            schema: {
              tags: ['documents'],
              summary:
                "Answer a verifier's query (multipart: doc_id, version, note, optional `file`); it goes back to pending",
              security: bearer,
              consumes: ['multipart/form-data'],
              response: { 200: ZDocumentResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
            },
          },
          async (request) => {
            const caller = await loadRequester(ctx, actorOf(request));
            const form = await readMultipartForm(request);
            const input = parseInput(ZQueryAnswer, form.fields);
            const document = await answerQuery(ctx, { caller, input, upload: form.file });
            return { message: 'Answer sent to the verifier', data: document };
          },
        );

        uploads.post(
          '/verifier/verify/document',
          {
            onRequest: verifier,
            bodyLimit: uploadBodyLimit,
            schema: {
              tags: ['verification'],
              summary:
                'Decide a received request (multipart: doc_id, status verified|queried, verify_info, version, and ' +
                '`proof`, a signed PDF); the owner is e-mailed',
              security: bearer,
              consumes: ['multipart/form-data'],
              response: { 200: ZDocumentResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
            },
          },
          async (request) => {
            const caller = await loadRequester(ctx, actorOf(request));
            const { input, proof } = await readDecisionForm(request);
            const document = await decide(ctx, { caller, input, proof });
            return {
              message: document.status === 'verified' ? 'Document verified' : 'Document queried',
              data: document,
            };
          },
        );
      }),
    );
  };
}
