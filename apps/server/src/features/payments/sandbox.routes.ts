import { ZSandboxCharge, ZSandboxDecision } from '@docverify/contract/payments/payment';
import { ZSandboxDecisionResponse } from '@docverify/contract/payments/sandbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { decideSandboxCheckout, readSandboxCharge } from './sandbox.service';

const ZReferenceParams = z.object({
  reference: z.string().trim().min(1, 'Reference is required').max(100, 'Reference is at most 100 characters'),
});

/** The sandbox gateway's checkout, behind its web page `/payments/sandbox/<reference>`; only when it is in use. */
export function sandboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    const schema = { tags: ['payments'], security: [{ bearer: [] }], params: ZReferenceParams };

    app.get(
      '/payments/sandbox/:reference',
      {
        onRequest: signedIn,
        schema: {
          ...schema,
          summary: 'The sandbox checkout of one of your payments',
          response: { 200: ZSandboxCharge, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => readSandboxCharge(ctx, { actor: actorOf(request), reference: request.params.reference }),
    );

    app.post(
      '/payments/sandbox/:reference/decide',
      {
        onRequest: signedIn,
        schema: {
          ...schema,
          summary: 'Approve or decline a sandbox checkout (once); the payment is settled at once',
          body: ZSandboxDecision,
          response: { 200: ZSandboxDecisionResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) =>
        decideSandboxCheckout(ctx, {
          actor: actorOf(request),
          reference: request.params.reference,
          outcome: request.body.outcome,
        }),
    );
  };
}
