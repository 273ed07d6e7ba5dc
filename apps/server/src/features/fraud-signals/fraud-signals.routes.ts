import { listAdminFraudSignals, listVerifierFraudSignals } from '@docverify/contract/fraud-signals/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { loadRequester } from '../documents/access';
import { findPresentableDocument } from '../documents/documents.repository';
import { receivedDocument } from '../verification/decide';
import { fraudSignals } from './fraud-signals';

/** The reasons to look twice at a request, for whoever decides it: its verifying body, or an administrator. */
export function fraudSignalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, listVerifierFraudSignals),
      handler: async (request) => {
        const caller = await loadRequester(ctx, actorOf(request));
        // The received panel's own rule: a request another body received does not exist for this one.
        const document = await receivedDocument(ctx, caller, request.params.docId);
        return { data: await fraudSignals(ctx, document, 'verifier') };
      },
    });

    app.route({
      ...operationRoute(ctx, app, listAdminFraudSignals),
      handler: async (request) => {
        const document = await findPresentableDocument(ctx.db, request.params.docId);
        if (!document) throw new AppError('NOT_FOUND', 'No such document');
        return { data: await fraudSignals(ctx, document, 'administrator') };
      },
    });
  };
}
