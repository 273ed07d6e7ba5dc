import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { GatewayVerdict, PaymentGateway, RefundVerdict } from './gateway';

/** Paystack's documented answers (https://paystack.com/docs/api/transaction/), only the fields we read. */
const ZPaystackFailure = z.object({ status: z.literal(false), message: z.string() });

const ZInitializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
});

const ZVerifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    gateway_response: z.string().nullish(),
  }),
});

/** Paystack's refund (https://paystack.com/docs/api/refund/): its id and state, the fields we read. */
const ZRefundAnswer = z.object({
  status: z.literal(true),
  data: z.object({ id: z.union([z.number(), z.string()]), status: z.string() }),
});

/** Paystack's refund states: `pending`, `processing` and `needs-attention` are still open. */
export function refundVerdictOf(id: string, state: string, message?: string): RefundVerdict {
  if (state === 'processed') return { status: 'processed', gatewayRefundId: id };
  if (state === 'failed') return { status: 'failed', gatewayRefundId: id, reason: message || 'Paystack: failed' };
  return { status: 'pending', gatewayRefundId: id };
}

/** Paystack's transaction states that are final failures; anything else but success is still open. */
const FAILED_STATES = new Set(['failed', 'reversed']);

export type PaystackOptions = {
  secretKey: string;
  baseUrl: string;
  /** Makes the web app's callback path absolute: Paystack redirects the payer's browser to it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
};

const UNAVAILABLE = 'The payment service is not answering: try again in a moment';

export function createPaystackGateway(options: PaystackOptions): PaymentGateway {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      options.log.error({ err: error, path }, 'Paystack did not answer');
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) {
      options.log.error({ path }, 'Paystack refused the secret key: check PAYSTACK_SECRET_KEY');
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    }
    return answer;
  };

  return {
    name: 'paystack',
    async initialise(charge) {
      const answer = await call('POST', '/transaction/initialize', {
        email: charge.email,
        amount: String(charge.amountMinor),
        currency: charge.currency,
        reference: charge.reference,
        callback_url: `${options.publicUrl}${charge.callbackUrl}`,
        metadata: { reference: charge.reference },
      });
      const started = ZInitializeAnswer.safeParse(answer);
      if (started.success) return started.data.data;
      const failure = ZPaystackFailure.safeParse(answer);
      if (failure.success && /duplicate/i.test(failure.data.message)) {
        // Paystack opens one checkout per reference; its link was handed out on the first click.
        throw new AppError(
          'CONFLICT',
          'This payment was already started: finish it at the checkout, or start a new payment',
        );
      }
      options.log.error({ answer, reference: charge.reference }, 'Paystack refused to start a payment');
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    },
    async verify(reference): Promise<GatewayVerdict> {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const verified = ZVerifyAnswer.safeParse(answer);
      if (!verified.success) {
        // Paystack answers "reference not found" until the payer reaches its checkout.
        if (ZPaystackFailure.safeParse(answer).success) return { status: 'pending' };
        options.log.error({ answer, reference }, 'Paystack answered a verification in an unknown shape');
        throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
      }
      const { data } = verified.data;
      const paid = { amountMinor: data.amount, currency: data.currency, gatewayReference: String(data.id) };
      if (data.status === 'success') return { status: 'success', ...paid };
      if (FAILED_STATES.has(data.status)) {
        return { status: 'failed', ...paid, reason: data.gateway_response || `Paystack: ${data.status}` };
      }
      return { status: 'pending' };
    },
    async refund(refund): Promise<RefundVerdict> {
      const answer = await call('POST', '/refund', {
        transaction: refund.reference,
        amount: refund.amountMinor,
        currency: refund.currency,
        merchant_note: refund.reason,
      });
      const accepted = ZRefundAnswer.safeParse(answer);
      if (accepted.success) return refundVerdictOf(String(accepted.data.data.id), accepted.data.data.status);
      const refused = ZPaystackFailure.safeParse(answer);
      // A refusal ("Transaction has been fully reversed", "Insufficient balance") is Paystack's final word.
      if (refused.success) return { status: 'failed', gatewayRefundId: null, reason: refused.data.message };
      options.log.error({ answer, reference: refund.reference }, 'Paystack answered a refund in an unknown shape');
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    },
    async refundStatus(gatewayRefundId): Promise<RefundVerdict> {
      const answer = await call('GET', `/refund/${encodeURIComponent(gatewayRefundId)}`);
      const found = ZRefundAnswer.safeParse(answer);
      if (found.success) return refundVerdictOf(gatewayRefundId, found.data.data.status);
      options.log.error({ answer, gatewayRefundId }, 'Paystack answered a refund question in an unknown shape');
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    },
  };
}
