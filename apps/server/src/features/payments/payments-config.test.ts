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
