import { applicableActions } from '@/components/detail/testing/build-records';
import type { TDocument, TInstitution } from '@docverify/contract/documents/document';
import type { TCatalogue } from '@docverify/contract/reference/catalogue';

export const catalogue: TCatalogue = {
  data: {
    categories: [
      { id: 'educ', name: 'Education', tag: 'Educational', types: [{ id: 'type-bsc', name: "Bachelor's" }] },
      {
        id: 'prof',
        name: 'Professional Certification',
        tag: 'Professional',
        types: [{ id: 'type-ica', name: 'ICAN' }],
      },
      {
        id: 'finance',
        name: 'Financial Record',
        tag: 'Financial',
        types: [{ id: 'type-bank', name: 'Bank Statement' }],
      },
      {
        id: 'employment',
        name: 'Employment Record',
        tag: 'Employment',
        types: [{ id: 'type-letter', name: 'Employment Letter' }],
      },
    ],
    countries: [
      { code: 'NG', name: 'Nigeria', currency: 'NGN' },
      { code: 'GH', name: 'Ghana', currency: 'GHS' },
    ],
  },
};

export function buildInstitution(overrides: Partial<TInstitution> = {}): TInstitution {
  return {
    id: 'inst-unilag',
    company_name: 'University of Lagos',
    company_ref: 'UNILAG',
    company_industry: 'Education',
    country_code: 'NG',
    CountryName: 'Nigeria',
    city: 'Lagos',
    email: 'registry@unilag.test',
    phone: null,
    verifier_status: 'verified',
    dateOfCompanyUpdate: '2025-01-01T00:00:00.000Z',
    website: 'https://unilag.test',
    domain: 'unilag.test',
    domain_verified: true,
    categories: ['educ', 'employment'],
    ...overrides,
  };
}

export const quote = {
  message: 'Cost',
  data: {
    currency: 'NGN',
    service_charge: 1_500_000,
    organisation_surcharge: 500_000,
    platform_surcharge: 25_000,
    total: 2_025_000,
  },
};

export function buildDocument(overrides: Partial<TDocument> = {}): TDocument {
  return {
    id: 'doc-1',
    application_id: 'APP-0001',
    ref_id: 'REF-0001',
    version: 1,
    doc_type: 'educ',
    tag: 'Educational',
    document_type_id: 'type-bsc',
    document_type_name: "Bachelor's",
    status: 'awaiting_payment',
    payment_status: 'pending',
    verify_info: null,
    viewer_code: null,
    doc_owner_id: 'user-1',
    uploaded_by_user_id: 'user-1',
    uploaded_by_firstName: 'Ada',
    uploaded_by_lastName: 'Okafor',
    uploaded_by_email: 'ada@example.test',
    docOwnerFirstName: 'Chidi',
    docOwnerMiddleName: null,
    docOwnerLastName: 'Eze',
    docOwnerDOB: '1990-05-17',
    country_code: 'NG',
    country_name: 'Nigeria',
    institution: { id: 'inst-unilag', company_name: 'University of Lagos', company_ref: 'UNILAG', city: 'Lagos' },
    verifier_name: 'University of Lagos',
    verifier_city: 'Lagos',
    doc_verifier_name: null,
    studentId: 'STU-1',
    course: 'Computer Science',
    qualification: null,
    enrollment_status: null,
    start_year: 2010,
    end_year: 2014,
    bank_name: null,
    account_name: null,
    employer_name: null,
    job_title: null,
    file: { name: 'degree.pdf', mime_type: 'application/pdf', size_bytes: 1024 },
    has_proof: false,
    fee: quote.data,
    decided_at: null,
    submitted_at: null,
    due_at: null,
    overdue_days: null,
    answered: false,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    can: applicableActions(overrides.status ?? 'awaiting_payment'),
    ...overrides,
  };
}
