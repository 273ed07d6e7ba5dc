import type { TPayment } from '@docverify/contract/payments/payment';

export function buildPayment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    id: 'pay-1',
    ref_id: 'REF-0001',
    document_id: 'doc-1',
    application_id: 'APP-0001',
    document_type_name: "Bachelor's",
    gateway: 'sandbox',
    currency: 'NGN',
    fee: 2_025_000,
    service_charge: 1_500_000,
    organisation_surcharge: 500_000,
    platform_surcharge: 25_000,
    payment_status: 'confirmed',
    refund_status: null,
    failure_reason: null,
    transaction_time: '2025-03-01T10:00:00.000Z',
    settled_at: '2025-03-01T10:01:00.000Z',
    docOwnerFirstName: 'Chidi',
    docOwnerMiddleName: null,
    docOwnerLastName: 'Eze',
    docOwnerDOB: '1990-05-17',
    uploaded_by_firstName: 'Ada',
    uploaded_by_lastName: 'Okafor',
    uploaded_by_email: 'ada@example.test',
    uploaded_by_phone: null,
    ...overrides,
  };
}
