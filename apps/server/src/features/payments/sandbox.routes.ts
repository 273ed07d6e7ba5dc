import { decideSandboxCharge, getSandboxCharge } from '@docverify/contract/payments/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import { decideSandboxCheckout, readSandboxCharge } from './sandbox.service';

/** The sandbox gateway's checkout, behind its web page `/payments/sandbox/<reference>`; only when it is in use. */
export function sandboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, getSandboxCharge),
      handler: async (request) =>
        readSandboxCharge(ctx, { actor: actorOf(request), reference: request.params.reference }),
    });

    app.route({
      ...operationRoute(ctx, app, decideSandboxCharge),
      handler: async (request) =>
        decideSandboxCheckout(ctx, {
          actor: actorOf(request),
          reference: request.params.reference,
          outcome: request.body.outcome,
        }),
    });
  };
}
