import type { TPaymentAuthorisation } from '@docverify/contract/payments/payment';
import type { PaymentsTable } from '../../db/schema';

export type GatewayName = NonNullable<PaymentsTable['gateway']>;

export type ChargeToStart = {
  reference: string;
  amountMinor: number;
  currency: string;
  email: string;
  /** A path of the web app (`/payments/return?reference=…`); a hosted gateway makes it absolute. */
  callbackUrl: string;
};

/** What the gateway says happened to a charge; `pending` while the payer has not finished. */
export type GatewayVerdict =
  | { status: 'success'; amountMinor: number; currency: string; gatewayReference?: string }
  | { status: 'failed'; amountMinor?: number; currency?: string; gatewayReference?: string; reason: string }
  | { status: 'pending' };

/** Paying a confirmed charge back, in full. */
export type RefundToStart = {
  reference: string;
  amountMinor: number;
  currency: string;
  /** The administrator's reason, kept by the gateway as its merchant note. */
  reason: string;
};

/**
 * What the gateway says of a refund: `pending` while it pays it out (Paystack takes days), `processed` once paid,
 * `failed` when it cannot (its reason kept). `gatewayRefundId` names it for later questions.
 */
export type RefundVerdict =
  | { status: 'pending' | 'processed'; gatewayRefundId: string }
  | { status: 'failed'; gatewayRefundId: string | null; reason: string };

/**
 * DESIGN section 1: the outside world sits behind a small interface. The sandbox and Paystack implement it;
 * a Zenith adapter would too, once there is documentation and keys for it.
 */
export type PaymentGateway = {
  name: GatewayName;
  initialise(charge: ChargeToStart): Promise<TPaymentAuthorisation>;
  verify(reference: string): Promise<GatewayVerdict>;
  refund(refund: RefundToStart): Promise<RefundVerdict>;
  /** Asks again about a refund the gateway accepted and has not finished. */
  refundStatus(gatewayRefundId: string): Promise<RefundVerdict>;
};

/** The web app's page a gateway sends the payer back to. */
export function returnPath(reference: string): string {
  return `/payments/return?reference=${encodeURIComponent(reference)}`;
}
