import type { AppContext } from '../../context';
import type { GatewayName, PaymentGateway } from './gateway';
import { createPaystackGateway } from './paystack-gateway';
import { createSandboxGateway } from './sandbox-gateway';

/** The gateway new payments start on (PAYMENT_GATEWAY). Adapters hold no state, so each call builds one. */
export function configuredGateway(ctx: AppContext): PaymentGateway {
  const gateway = gatewayNamed(ctx, ctx.config.payments.gateway);
  if (!gateway) throw new Error(`Payment gateway ${ctx.config.payments.gateway} is not configured`);
  return gateway;
}

/** The gateway a payment started on, to ask it what happened; undefined when it is no longer configured. */
export function gatewayNamed(ctx: AppContext, name: GatewayName): PaymentGateway | undefined {
  if (name === 'sandbox') return createSandboxGateway(ctx);
  const { paystackSecretKey, paystackBaseUrl } = ctx.config.payments;
  if (!paystackSecretKey) return undefined;
  return createPaystackGateway({
    secretKey: paystackSecretKey,
    baseUrl: paystackBaseUrl,
    publicUrl: ctx.config.publicUrl,
    log: ctx.log,
  });
}
