import {
  cancelPaidRequest as cancelPaidRequestOperation,
  refundOverdueRequest as refundOverdueRequestOperation,
  confirmTransaction,
  downloadReceipt,
  generateTransaction,
  initiateCardPayment,
  initiatePayment,
  listTransactions,
} from '@docverify/contract/payments/operations';
import { ZInitiatePaymentRequest } from '@docverify/contract/payments/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { sendPdfDownload } from '../../lib/send-pdf';
import { actorOf, type Actor } from '../auth/authenticate';
import { parseInput, readMultipartForm, withUploads } from '../documents/multipart';
import { cancelPaidRequest, refundOverdueRequest } from './cancel-request';
import * as payments from './payments.service';
import { receiptPdf } from './receipts';
import { paystackWebhookRoutes } from './paystack-webhook.routes';
import { sandboxRoutes } from './sandbox.routes';

export function paymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { gateway, paystackSecretKey } = ctx.config.payments;
    if (ctx.config.env === 'production' && gateway === 'sandbox') {
      ctx.log.warn('Payments use the sandbox gateway: nobody is charged. Set PAYMENT_GATEWAY=paystack to take money.');
    }

    const startPayment = async (actor: Actor, documentId: string) => {
      const authorisation = await payments.initiatePayment(ctx, { actor, documentId });
      return { message: 'Continue at the checkout', data: JSON.stringify(authorisation) };
    };

    app.route({
      ...operationRoute(ctx, app, cancelPaidRequestOperation),
      handler: async (request) => {
        const refund = await cancelPaidRequest(ctx, actorOf(request), request.params.id);
        const message =
          refund.status === 'failed'
            ? 'Your request is cancelled; the refund did not go through yet and an administrator will see to it'
            : 'Your request is cancelled and your payment is being refunded';
        return { message, data: refund };
      },
    });

    app.route({
      ...operationRoute(ctx, app, refundOverdueRequestOperation),
      handler: async (request) => {
        const refund = await refundOverdueRequest(ctx, actorOf(request), request.params.id);
        const message =
          refund.status === 'failed'
            ? 'Your request is withdrawn; the refund did not go through yet and an administrator will see to it'
            : 'Your request is withdrawn and your payment is being refunded';
        return { message, data: refund };
      },
    });

    app.route({
      ...operationRoute(ctx, app, downloadReceipt),
      // A render costs tens of milliseconds: a payer downloads a receipt now and then, floods stop here.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const { bytes, fileName } = await receiptPdf(ctx, actorOf(request), request.params.reference);
        return sendPdfDownload(reply, bytes, fileName);
      },
    });

    app.route({
      ...operationRoute(ctx, app, initiatePayment),
      handler: async (request) => startPayment(actorOf(request), request.body.doc_id),
    });

    // Decision 006: the card route has no Zenith documentation or keys behind it, so it starts the payment on
    // the configured gateway like the route above. The spec's client sends it as a multipart form.
    await app.register(
      withUploads(async (uploads) => {
        uploads.route({
          ...operationRoute(ctx, uploads, initiateCardPayment),
          handler: async (request) => {
            const body = request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
            return startPayment(actorOf(request), parseInput(ZInitiatePaymentRequest, body).doc_id);
          },
        });
      }),
    );

    app.route({
      ...operationRoute(ctx, app, confirmTransaction),
      handler: async (request) =>
        payments.confirmTransaction(ctx, { actor: actorOf(request), reference: request.body.reference }),
    });

    app.route({
      ...operationRoute(ctx, app, generateTransaction),
      handler: async (request) => {
        const { opened, ...data } = await payments.generateTransaction(ctx, {
          actor: actorOf(request),
          documentId: request.body.doc_id,
        });
        return { message: opened ? 'A new payment reference is ready' : 'This payment reference is still open', data };
      },
    });

    app.route({
      ...operationRoute(ctx, app, listTransactions),
      handler: async (request) => {
        const actor = actorOf(request);
        return payments.listTransactions(ctx, { actor, page: request.query.page, cursor: request.query.cursor });
      },
    });

    if (gateway === 'sandbox') await app.register(sandboxRoutes(ctx));
    if (paystackSecretKey) await app.register(paystackWebhookRoutes(ctx, paystackSecretKey));
  };
}
