import { receivePaystackEvent } from '@docverify/contract/payments/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operation-route';
import { handlePaystackEvent } from './paystack-webhook';
import { isValidPaystackSignature } from './paystack-signature';

/**
 * Paystack's webhook: public, and believed only when its signature over the exact bytes received checks out.
 * This plugin keeps the raw body (its own parser, for its own routes only) because re-serialised JSON would
 * not match the signature.
 */
export function paystackWebhookRoutes(ctx: AppContext, secretKey: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const route = operationRoute(ctx, app, receivePaystackEvent);
    app.route({
      ...route,
      schema: { ...route.schema, headers: z.object({ 'x-paystack-signature': z.string().optional() }) },
      handler: async (request) => {
        const body = request.body;
        if (
          !Buffer.isBuffer(body) ||
          !isValidPaystackSignature(secretKey, body, request.headers['x-paystack-signature'])
        ) {
          request.log.warn({ ip: request.ip }, 'Paystack webhook refused: bad signature');
          throw new AppError('UNAUTHENTICATED', 'The signature does not match');
        }
        let event: unknown;
        try {
          event = JSON.parse(body.toString('utf8'));
        } catch {
          throw AppError.validation('body', 'The body is not JSON');
        }
        const outcome = await handlePaystackEvent(ctx, event);
        return { message: outcome === 'settled' ? 'Payment settled' : 'Event acknowledged' };
      },
    });
  };
}
