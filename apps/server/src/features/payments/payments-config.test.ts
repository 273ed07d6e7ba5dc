import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';

describe('payment configuration', () => {
  it('uses the sandbox unless told otherwise', () => {
    expect(parseConfig({}).payments).toEqual({
      gateway: 'sandbox',
      paystackSecretKey: undefined,
      paystackBaseUrl: 'https://api.paystack.co',
    });
  });

  it('needs the secret key to use Paystack', () => {
    expect(() => parseConfig({ PAYMENT_GATEWAY: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() => parseConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
    const config = parseConfig({
      PAYMENT_GATEWAY: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_1',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(config.payments).toEqual({
      gateway: 'paystack',
      paystackSecretKey: 'sk_test_1',
      paystackBaseUrl: 'http://127.0.0.1:4010',
    });
  });
});

describe('payment configuration in production (hole 10)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'k'.repeat(32),
    SMTP_URL: 'smtp://mail.example.test:587',
  };

  it('refuses the sandbox, where requesters approve their own checkout, unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    for (const env of [production, { ...production, PAYMENT_GATEWAY: 'sandbox' }]) {
      expect(() => parseConfig(env)).toThrow(/PAYMENT_GATEWAY[^\n]*ALLOW_SANDBOX_PAYMENTS=true/);
    }
    expect(() => parseConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => parseConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(parseConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.gateway).toBe('sandbox');
    expect(parseConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: '1' }).payments.gateway).toBe('sandbox');
  });

  it('starts on Paystack with its key', () => {
    const config = parseConfig({ ...production, PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_1' });
    expect(config.payments.gateway).toBe('paystack');
  });
});
