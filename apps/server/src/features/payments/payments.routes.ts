import {
  ZConfirmTransactionRequest,
  ZConfirmTransactionResponse,
  ZGenerateTransactionResponse,
  ZInitiatePaymentRequest,
  ZInitiatePaymentResponse,
  ZTransactionsQuery,
  ZTransactionsResponse,
} from '@docverify/contract/payments/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { actorOf, authenticate, type Actor } from '../auth/authenticate';
import { parseInput, readMultipartForm, withUploads } from '../documents/multipart';
import * as payments from './payments.service';
import { paystackWebhookRoutes } from './paystack-webhook.routes';
import { sandboxRoutes } from './sandbox.routes';

const signedInOnly = { tags: ['payments'], security: [{ bearer: [] }] };

export function paymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    const { gateway, paystackSecretKey } = ctx.config.payments;
    if (ctx.config.env === 'production' && gateway === 'sandbox') {
      ctx.log.warn('Payments use the sandbox gateway: nobody is charged. Set PAYMENT_GATEWAY=paystack to take money.');
    }

    const startPayment = async (actor: Actor, documentId: string) => {
      const authorisation = await payments.initiatePayment(ctx, { actor, documentId });
      return { message: 'Continue at the checkout', data: JSON.stringify(authorisation) };
    };

    app.post(
      '/doc/initiate/payment',
      {
        onRequest: signedIn,
        schema: {
          ...signedInOnly,
          summary: 'Start paying for a request; data is the checkout to open, as a JSON string',
          body: ZInitiatePaymentRequest,
          response: { 200: ZInitiatePaymentResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => startPayment(actorOf(request), request.body.doc_id),
    );

    // Decision 006: the card route has no Zenith documentation or keys behind it, so it starts the payment on
    // the configured gateway like the route above. The spec's client sends it as a multipart form.
    await app.register(
      withUploads(async (uploads) => {
        uploads.post(
          '/doc/initiate/zenithPayment',
          {
            onRequest: signedIn,
            schema: {
              ...signedInOnly,
              summary: 'Start paying for a request by card, on the configured gateway (JSON or multipart: doc_id)',
              consumes: ['application/json', 'multipart/form-data'],
              response: { 200: ZInitiatePaymentResponse, ...errorResponses(400, 401, 404, 409, 415) },
            },
          },
          async (request) => {
            const body = request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
            return startPayment(actorOf(request), parseInput(ZInitiatePaymentRequest, body).doc_id);
          },
        );
      }),
    );

    app.post(
      '/confirm/transaction/global',
      {
        onRequest: signedIn,
        schema: {
          ...signedInOnly,
          summary: 'Ask the gateway whether a payment went through, and settle it (safe to repeat)',
          body: ZConfirmTransactionRequest,
          response: { 200: ZConfirmTransactionResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        payments.confirmTransaction(ctx, { actor: actorOf(request), reference: request.body.reference }),
    );

    app.post(
      '/generate/transaction/id',
      {
        onRequest: signedIn,
        schema: {
          ...signedInOnly,
          summary: 'Open a new payment attempt (new reference, re-quoted) after a failed one',
          body: ZInitiatePaymentRequest,
          response: { 200: ZGenerateTransactionResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const { opened, ...data } = await payments.generateTransaction(ctx, {
          actor: actorOf(request),
          documentId: request.body.doc_id,
        });
        return { message: opened ? 'A new payment reference is ready' : 'This payment reference is still open', data };
      },
    );

    app.get(
      '/user/view/transactions',
      {
        onRequest: signedIn,
        schema: {
          ...signedInOnly,
          summary: "The caller's payments, newest first, 9 a page",
          querystring: ZTransactionsQuery,
          response: { 200: ZTransactionsResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return payments.listTransactions(ctx, { actor, page: request.query.page, cursor: request.query.cursor });
      },
    );

    if (gateway === 'sandbox') await app.register(sandboxRoutes(ctx));
    if (paystackSecretKey) await app.register(paystackWebhookRoutes(ctx, paystackSecretKey));
  };
}
