import { z } from 'zod';
import type { AppContext } from '../../context';
import { findPayment } from './payments.repository';
import { refundVerdictOf } from './paystack-gateway';
import { applyRefundVerdict } from './refunds';
import { findRefundIdByReference } from './refunds.repository';
import { settlePayment } from './settle';

/** Paystack's `charge.success` event (https://paystack.com/docs/payments/webhooks/), the fields we read. */
const ZChargeSuccess = z.object({
  event: z.literal('charge.success'),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
  }),
});

/** Paystack's `refund.*` events (https://paystack.com/docs/payments/refunds/), the fields we read. */
const ZRefundEvent = z.object({
  event: z.enum(['refund.pending', 'refund.processing', 'refund.processed', 'refund.failed']),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    transaction_reference: z.string(),
  }),
});

/**
 * A signed Paystack event. Anything but a successful charge of one of our payments is acknowledged and
 * ignored: Paystack retries what we refuse, and it would keep retrying events we have no use for.
 */
export async function handlePaystackEvent(ctx: AppContext, event: unknown): Promise<'settled' | 'ignored'> {
  const refundEvent = ZRefundEvent.safeParse(event);
  if (refundEvent.success) return handleRefundEvent(ctx, refundEvent.data.data);
  const charge = ZChargeSuccess.safeParse(event);
  if (!charge.success) return 'ignored';
  const { data } = charge.data;
  if (!(await findPayment(ctx.db, data.reference))) {
    ctx.log.warn({ reference: data.reference }, 'Paystack event for an unknown payment');
    return 'ignored';
  }
  const { changed } = await settlePayment(ctx, data.reference, {
    gateway: 'paystack',
    verdict: {
      status: 'success',
      amountMinor: data.amount,
      currency: data.currency,
      gatewayReference: String(data.id),
    },
    actorUserId: null,
  });
  return changed ? 'settled' : 'ignored';
}

/** A refund's progress: applied to our refund of that payment unless it is already final (late or repeated events). */
async function handleRefundEvent(
  ctx: AppContext,
  data: z.infer<typeof ZRefundEvent>['data'],
): Promise<'settled' | 'ignored'> {
  const refund = await findRefundIdByReference(ctx.db, data.transaction_reference);
  if (!refund) {
    ctx.log.warn({ reference: data.transaction_reference }, 'Paystack refund event for a refund we did not ask for');
    return 'ignored';
  }
  const changed = await applyRefundVerdict(ctx, refund.id, refundVerdictOf(String(data.id), data.status));
  return changed ? 'settled' : 'ignored';
}
