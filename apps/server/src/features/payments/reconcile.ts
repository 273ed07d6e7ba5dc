import type { AppContext } from '../../context';
import type { GatewayName } from './gateway';
import { gatewayNamed } from './gateways';
import { listPendingPaymentsAt } from './payments.repository';
import { verifyAndSettle } from './payments.service';
import { applyRefundVerdict, pushRefund } from './refunds';
import { listOpenRefunds, touchRefund } from './refunds.repository';
import { settlePayment } from './settle';

/** A checkout left this long is asked about: well past the few minutes a payer takes, or a webhook takes to come. */
export const ASK_AFTER_MINUTES = 15;
/** A checkout still open after a day is abandoned: it fails, and the requester can start a new payment. */
export const ABANDON_AFTER_HOURS = 24;
const BATCH = 100;
const GATEWAYS: GatewayName[] = ['paystack', 'sandbox'];

/**
 * The scheduled job behind "a payment whose webhook never came settles by itself": asks each gateway about the
 * payments started there and still pending after ASK_AFTER_MINUTES (Paystack's verify endpoint), and settles them
 * through the same idempotent path as the webhook and the return page, so a late or repeated event changes
 * nothing. Reads the oldest first through the payments' facets index (status, gateway, created_at), a batch at a
 * time. A gateway that does not answer is tried again at the next run.
 */
export async function reconcilePendingPayments(
  ctx: AppContext,
): Promise<{ asked: number; settled: number; abandoned: number }> {
  const now = ctx.clock.now();
  const askBefore = new Date(now.getTime() - ASK_AFTER_MINUTES * 60_000).toISOString();
  const abandonBefore = new Date(now.getTime() - ABANDON_AFTER_HOURS * 3_600_000).toISOString();
  let asked = 0;
  let settled = 0;
  let abandoned = 0;
  for (const name of GATEWAYS) {
    const gateway = gatewayNamed(ctx, name);
    if (!gateway) continue;
    const pending = await listPendingPaymentsAt(ctx.db, { gateway: name, before: askBefore, limit: BATCH });
    for (const payment of pending) {
      asked += 1;
      let heard;
      try {
        heard = await verifyAndSettle(ctx, payment, gateway, null);
      } catch (error) {
        ctx.log.warn({ err: error, reference: payment.reference }, 'could not ask the gateway about a payment');
        continue;
      }
      if (heard !== 'pending') {
        settled += 1;
      } else if (payment.created_at < abandonBefore) {
        await settlePayment(ctx, payment.reference, {
          gateway: name,
          verdict: { status: 'failed', reason: `Not completed within ${ABANDON_AFTER_HOURS} hours` },
          actorUserId: null,
        });
        abandoned += 1;
      }
    }
  }
  if (asked > 0) ctx.log.info({ asked, settled, abandoned }, 'reconciled pending payments');
  return { asked, settled, abandoned };
}

/** A refund the gateway accepted is asked about again after this long (Paystack pays out over days). */
export const ASK_REFUND_AFTER_MINUTES = 15;
/** A recorded refund the gateway did not take is sent again after this long (the inline attempt had its chance). */
export const RESEND_REFUND_AFTER_MINUTES = 1;

/**
 * The same job's second half: refunds recorded but not taken by the gateway are sent again, and refunds the
 * gateway is paying out are asked about (Paystack's fetch-refund endpoint), through the refunds' open index, the
 * oldest first, a batch at a time. Each question moves `updated_at`, so a slow refund is asked about every
 * ASK_REFUND_AFTER_MINUTES, not on every run.
 */
export async function reconcileRefunds(ctx: AppContext): Promise<{ resent: number; asked: number }> {
  const now = ctx.clock.now().getTime();
  const before = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  const open = (status: 'requested' | 'pending', olderThan: string) =>
    listOpenRefunds(ctx.db, { status, olderThan, limit: BATCH });

  let resent = 0;
  for (const refund of await open('requested', before(RESEND_REFUND_AFTER_MINUTES))) {
    await pushRefund(ctx, refund.id);
    resent += 1;
  }
  let asked = 0;
  for (const refund of await open('pending', before(ASK_REFUND_AFTER_MINUTES))) {
    const gateway = refund.gateway ? gatewayNamed(ctx, refund.gateway) : undefined;
    if (!gateway || !refund.gateway_refund_id) continue;
    asked += 1;
    try {
      const verdict = await gateway.refundStatus(refund.gateway_refund_id);
      if (verdict.status === 'pending') await touchRefund(ctx.db, refund.id, ctx.clock.now().toISOString());
      else await applyRefundVerdict(ctx, refund.id, verdict);
    } catch (error) {
      ctx.log.warn({ err: error, refundId: refund.id }, 'could not ask the gateway about a refund');
    }
  }
  if (resent + asked > 0) ctx.log.info({ resent, asked }, 'reconciled refunds');
  return { resent, asked };
}
