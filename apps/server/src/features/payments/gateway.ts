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

/**
 * DESIGN section 1: the outside world sits behind a small interface. The sandbox and Paystack implement it;
 * a Zenith adapter would too, once there is documentation and keys for it.
 */
export type PaymentGateway = {
  name: GatewayName;
  initialise(charge: ChargeToStart): Promise<TPaymentAuthorisation>;
  verify(reference: string): Promise<GatewayVerdict>;
};

/** The web app's page a gateway sends the payer back to. */
export function returnPath(reference: string): string {
  return `/payments/return?reference=${encodeURIComponent(reference)}`;
}
