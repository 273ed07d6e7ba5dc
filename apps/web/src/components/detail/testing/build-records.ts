import type { TDocument } from '@docverify/contract/documents/document';
import type { TDocumentListResponse } from '@docverify/contract/documents/list-answers';
import type { TPayment } from '@docverify/contract/payments/payment';
import { buildPage } from '@/components/list/testing/build-page';

// Records as the API answers them, for the list and detail tests of every area.

let sequence = 0;

/** Every action the request's status allows, as the server sends them to a caller entitled to all of them. */
export function applicableActions(status: TDocument['status']): TDocument['can'] {
  return {
    decide: status === 'submitted' || status === 'pending',
    startReview: status === 'submitted',
    answer: status === 'queried',
    pay: status === 'awaiting_payment',
    refundOverdue: false,
    archive: status !== 'archived',
    restore: status === 'archived',
  };
}

export function buildDocument(overrides: Partial<TDocument> = {}): TDocument {
  sequence += 1;
  return {
    id: `doc-${sequence}`,
    application_id: `APP-${1000 + sequence}`,
    ref_id: `REF-${1000 + sequence}`,
    version: 1,
    doc_type: 'educ',
    tag: 'Educational',
    document_type_id: 'type-bachelors',
    document_type_name: "Bachelor's",
    status: 'submitted',
    payment_status: 'confirmed',
    verify_info: null,
    viewer_code: null,
    doc_owner_id: 'user-1',
    uploaded_by_user_id: 'user-1',
    uploaded_by_firstName: 'Ada',
    uploaded_by_lastName: 'Okafor',
    uploaded_by_email: 'ada@example.test',
    docOwnerFirstName: 'Ada',
    docOwnerMiddleName: null,
    docOwnerLastName: 'Okafor',
    docOwnerDOB: '1995-04-12',
    country_code: 'NG',
    country_name: 'Nigeria',
    institution: { id: 'inst-1', company_name: 'University of Lagos', company_ref: 'UNILAG', city: 'Lagos' },
    verifier_name: 'University of Lagos',
    verifier_city: 'Lagos',
    doc_verifier_name: null,
    studentId: 'MAT-2014-001',
    course: 'Computer Science',
    qualification: null,
    enrollment_status: null,
    start_year: 2014,
    end_year: 2018,
    bank_name: null,
    account_name: null,
    employer_name: null,
    job_title: null,
    file: { name: 'degree.pdf', mime_type: 'application/pdf', size_bytes: 204_800 },
    has_proof: false,
    fee: {
      currency: 'NGN',
      service_charge: 1_500_000,
      organisation_surcharge: 500_000,
      platform_surcharge: 0,
      total: 2_000_000,
    },
    decided_at: null,
    submitted_at: null,
    due_at: null,
    overdue_days: null,
    answered: false,
    created_at: '2025-03-03T10:00:00.000Z',
    updated_at: '2025-03-03T10:00:00.000Z',
    can: applicableActions(overrides.status ?? 'submitted'),
    ...overrides,
  };
}

export function buildDocumentPage(
  documents: TDocument[],
  overrides: Partial<TDocumentListResponse> = {},
): TDocumentListResponse {
  const { data = documents, facets, ...paging } = overrides;
  return {
    ...buildPage(data, { totalPages: Math.max(1, Math.ceil(data.length / 9)), ...paging }),
    facets: facets ?? {
      details: [...new Set(data.map((document) => document.document_type_name))],
      verifier_status: [...new Set(data.map((document) => document.status))],
    },
  };
}

export function buildPayment(overrides: Partial<TPayment> = {}): TPayment {
  sequence += 1;
  return {
    id: `pay-${sequence}`,
    ref_id: `REF-${2000 + sequence}`,
    document_id: 'doc-1',
    application_id: 'APP-1001',
    document_type_name: "Bachelor's",
    gateway: 'sandbox',
    currency: 'NGN',
    fee: 2_000_000,
    service_charge: 1_500_000,
    organisation_surcharge: 500_000,
    platform_surcharge: 0,
    payment_status: 'confirmed',
    refund_status: null,
    failure_reason: null,
    transaction_time: '2025-03-03T10:05:00.000Z',
    settled_at: '2025-03-03T10:06:00.000Z',
    docOwnerFirstName: 'Ada',
    docOwnerMiddleName: null,
    docOwnerLastName: 'Okafor',
    docOwnerDOB: '1995-04-12',
    uploaded_by_firstName: 'Ada',
    uploaded_by_lastName: 'Okafor',
    uploaded_by_email: 'ada@example.test',
    uploaded_by_phone: '+2348012345678',
    ...overrides,
  };
}
