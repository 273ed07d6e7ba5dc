import { ZFraudSignalsParams, ZFraudSignalsResponse } from '@docverify/contract/fraud-signals/signals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { adminOnly } from '../admin/admin-access';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { findPresentableDocument } from '../documents/documents.repository';
import { allow } from '../auth/guards';
import { receivedDocument } from '../verification/decide';
import { fraudSignals } from './fraud-signals';

const bearer = [{ bearer: [] }];

/** The reasons to look twice at a request, for whoever decides it: its verifying body, or an administrator. */
export function fraudSignalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/verifier/documents/:docId/fraud-signals',
      {
        onRequest: allow(ctx, 'worksQueue'),
        schema: {
          tags: ['verification'],
          summary:
            "Reasons to look twice at a request sent to the caller's organisation (a file identical to another " +
            "person's upload, an unaccredited awarding body); the other person is never named. 404 for others' requests",
          security: bearer,
          params: ZFraudSignalsParams,
          response: { 200: ZFraudSignalsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        // The received panel's own rule: a request another body received does not exist for this one.
        const document = await receivedDocument(ctx, caller, request.params.docId);
        return { data: await fraudSignals(ctx, document, 'verifier') };
      },
    );

    app.get(
      '/system/admin/documents/:docId/fraud-signals',
      {
        onRequest: adminOnly(ctx),
        schema: {
          tags: ['admin'],
          summary: "Reasons to look twice at any request, naming the other request's APP-… id of a duplicate file",
          security: bearer,
          params: ZFraudSignalsParams,
          response: { 200: ZFraudSignalsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const document = await findPresentableDocument(ctx.db, request.params.docId);
        if (!document) throw new AppError('NOT_FOUND', 'No such document');
        return { data: await fraudSignals(ctx, document, 'administrator') };
      },
    );
  };
}
