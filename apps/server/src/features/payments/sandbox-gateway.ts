import type { Db } from '../../db/database';
import { isoNow, type Clock } from '../../lib/clock';
import type { PaymentGateway } from './gateway';
import { findSandboxCharge, openSandboxCharge } from './sandbox.repository';

export const SANDBOX_DECLINE_REASON = 'Declined at the sandbox checkout';

/** The web app's checkout page for a sandbox charge. */
export function sandboxCheckoutPath(reference: string): string {
  return `/payments/sandbox/${encodeURIComponent(reference)}`;
}

const sandboxRefundId = (reference: string) => `sandbox-refund-${reference}`;

/**
 * DESIGN section 2: the embedded gateway. Its "hosted checkout" is a page of our own web app whose Approve
 * and Decline buttons write the outcome to its ledger (`sandbox_charges`); verification reads it back, so
 * the rest of the payment code cannot tell it from a real gateway.
 */
export function createSandboxGateway(deps: { db: Db; clock: Clock }): PaymentGateway {
  return {
    name: 'sandbox',
    async initialise(charge) {
      await openSandboxCharge(deps.db, {
        reference: charge.reference,
        amount_minor: charge.amountMinor,
        currency: charge.currency,
        email: charge.email,
        created_at: isoNow(deps.clock),
      });
      return {
        authorization_url: sandboxCheckoutPath(charge.reference),
        access_code: charge.reference,
        reference: charge.reference,
      };
    },
    async verify(reference) {
      const charge = await findSandboxCharge(deps.db, reference);
      if (!charge?.outcome) return { status: 'pending' };
      const paid = { amountMinor: charge.amount_minor, currency: charge.currency, gatewayReference: reference };
      return charge.outcome === 'success'
        ? { status: 'success', ...paid }
        : { status: 'failed', ...paid, reason: SANDBOX_DECLINE_REASON };
    },
    // The sandbox moved no real money: it pays back at once, and only what its checkout approved.
    async refund(refund) {
      const charge = await findSandboxCharge(deps.db, refund.reference);
      if (charge?.outcome !== 'success') {
        return { status: 'failed', gatewayRefundId: null, reason: 'The sandbox has no approved charge to refund' };
      }
      return { status: 'processed', gatewayRefundId: sandboxRefundId(refund.reference) };
    },
    async refundStatus(gatewayRefundId) {
      return { status: 'processed', gatewayRefundId };
    },
  };
}
