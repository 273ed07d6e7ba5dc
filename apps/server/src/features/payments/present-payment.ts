import type { TPayment } from '@docverify/contract/payments/payment';
import type { PaymentListRow } from './payments.repository';

export function presentPayment(row: PaymentListRow): TPayment {
  return {
    id: row.id,
    ref_id: row.reference,
    document_id: row.document_id,
    application_id: row.application_id,
    document_type_name: row.document_type_name,
    gateway: row.gateway,
    currency: row.currency,
    fee: row.amount_minor,
    service_charge: row.service_charge_minor,
    organisation_surcharge: row.organisation_surcharge_minor,
    platform_surcharge: row.platform_surcharge_minor,
    payment_status: row.status,
    refund_status: row.refund_status,
    failure_reason: row.failure_reason,
    transaction_time: row.created_at,
    settled_at: row.settled_at,
    docOwnerFirstName: row.owner_first_name,
    docOwnerMiddleName: row.owner_middle_name,
    docOwnerLastName: row.owner_last_name,
    docOwnerDOB: row.owner_date_of_birth,
    uploaded_by_firstName: row.uploader_first_name,
    uploaded_by_lastName: row.uploader_last_name,
    uploaded_by_email: row.uploader_email,
    uploaded_by_phone: row.uploader_phone,
  };
}
