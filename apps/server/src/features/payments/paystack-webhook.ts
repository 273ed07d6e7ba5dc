import { z } from 'zod';
import type { AppContext } from '../../context';
import { findPayment } from './payments.repository';
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

/**
 * A signed Paystack event. Anything but a successful charge of one of our payments is acknowledged and
 * ignored: Paystack retries what we refuse, and it would keep retrying events we have no use for.
 */
export async function handlePaystackEvent(ctx: AppContext, event: unknown): Promise<'settled' | 'ignored'> {
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
