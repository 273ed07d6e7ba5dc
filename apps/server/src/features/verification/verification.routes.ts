import { answerDocumentQuery } from '@docverify/contract/documents/operations';
import { ZQueryAnswer } from '@docverify/contract/documents/requests';
import { listReceivedDocuments } from '@docverify/contract/verification/list-operations';
import { decideReceivedDocument, startDocumentReview } from '@docverify/contract/verification/operations';
import { PROOF_REQUIRED, ZStatusEdit } from '@docverify/contract/verification/status-edit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { parseInput, readMultipartForm, uploadBodyLimit, validationError, withUploads } from '../documents/multipart';
import { listDocuments } from '../documents/read-documents';
import { answerQuery } from './answer-query';
import { decide, startReview } from './decide';

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
    app.route({
      ...operationRoute(ctx, app, listReceivedDocuments),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        return listDocuments(ctx, { caller, query: { ...request.body, scope: 'received' } });
      },
    });

    app.route({
      ...operationRoute(ctx, app, startDocumentReview),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        const { started, document } = await startReview(ctx, caller, request.body.doc_id);
        const message = started ? 'Review started' : `Review already started: this request is ${document.status}`;
        return { message, data: document };
      },
    });

    await app.register(
      withUploads(async (uploads) => {
        uploads.route({
          ...operationRoute(ctx, uploads, decideReceivedDocument),
          bodyLimit: uploadBodyLimit,
          handler: async (request) => {
            const caller = await loadRequester(ctx, actorOf(request));
            const { input, proof } = await readDecisionForm(request);
            const document = await decide(ctx, { caller, input, proof });
            return {
              message: document.status === 'verified' ? 'Document verified' : 'Document queried',
              data: document,
            };
          },
        });
      }),
    );

    // The requester's answer to a query, with an optional new file: the request goes back to the verifier.
    await app.register(
      withUploads(async (uploads) => {
        uploads.route({
          ...operationRoute(ctx, uploads, answerDocumentQuery),
          bodyLimit: uploadBodyLimit,
          handler: async (request) => {
            const caller = await loadRequester(ctx, actorOf(request));
            const form = await readMultipartForm(request);
            const input = parseInput(ZQueryAnswer, form.fields);
            const document = await answerQuery(ctx, { caller, input, upload: form.file });
            return { message: 'Answer sent to the verifier', data: document };
          },
        });
      }),
    );
  };
}
