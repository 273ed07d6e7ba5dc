import type { TSandboxCharge } from '@docverify/contract/payments/payment';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { returnPath } from './gateway';
import { findPaymentOfPayer } from './payments.repository';
import { verifyAndSettle } from './payments.service';
import { createSandboxGateway } from './sandbox-gateway';
import { decideSandboxCharge, findSandboxCharge } from './sandbox.repository';

/** The sandbox checkout of one of the caller's own payments; anyone else's looks like no checkout at all. */
async function chargeOfPayer(ctx: AppContext, actor: Actor, reference: string) {
  const payment = await findPaymentOfPayer(ctx.db, reference, actor.userId);
  const charge = payment && (await findSandboxCharge(ctx.db, reference));
  if (!payment || !charge) throw new AppError('NOT_FOUND', 'No such checkout');
  return { payment, charge };
}

export async function readSandboxCharge(
  ctx: AppContext,
  input: { actor: Actor; reference: string },
): Promise<TSandboxCharge> {
  const { charge } = await chargeOfPayer(ctx, input.actor, input.reference);
  return {
    reference: charge.reference,
    amount: charge.amount_minor,
    currency: charge.currency,
    email: charge.email,
    outcome: charge.outcome,
    callback_url: returnPath(charge.reference),
  };
}

/**
 * The checkout page's Approve or Decline: recorded once in the sandbox's ledger, then settled the way a real
 * gateway's payment is, by asking the gateway (which reads that ledger) and calling the one settle path.
 */
export async function decideSandboxCheckout(
  ctx: AppContext,
  input: { actor: Actor; reference: string; outcome: 'approve' | 'decline' },
): Promise<{ redirect_url: string }> {
  const { payment } = await chargeOfPayer(ctx, input.actor, input.reference);
  const recorded = await decideSandboxCharge(ctx.db, {
    reference: input.reference,
    outcome: input.outcome === 'approve' ? 'success' : 'failed',
    now: isoNow(ctx.clock),
  });
  if (!recorded) throw new AppError('CONFLICT', 'This checkout was already decided');
  await verifyAndSettle(ctx, payment, createSandboxGateway(ctx), input.actor.userId);
  return { redirect_url: returnPath(input.reference) };
}
