import { z } from 'zod';
import { pageInfo, pageRequest } from '../paging';
import { ZPersonName } from '../auth/fields';
import { ZCategoryId, ZDocument, ZDocumentEvent, ZDocumentStatus, ZFeeBreakdown, ZPaymentStatus } from './document';

/** Spec section 9. */
export const DOCUMENT_PAGE_SIZE = 9;
/** Uploads past this get 413 (DESIGN section 5). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = 120) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** An empty field, whichever way a form or multipart sends it ('', null, a number input's NaN). */
const blankAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') || Number.isNaN(value) ? undefined : value;
/** Multipart sends every field as text, so years are coerced. */
const yearNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a year`)
    .min(1900, `${label} must be 1900 or later`)
    .max(2100, `${label} must be 2100 or earlier`);
/** An empty year is 'required', not 'must be 1900 or later' (coercing '' would make it 0). */
const year = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z.custom<unknown>((value) => value !== undefined, { error: `${label} is required` }).pipe(yearNumber(label)),
  );
const optionalYear = (label: string) => z.preprocess(blankAsUndefined, yearNumber(label).optional());

export const ZDateOfBirth = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Date of birth must be a real date')
  .refine((value) => value >= '1900-01-01', 'Date of birth must be 1900 or later')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future');

const ZCommon = z.object({
  document_type_id: text('Document type', 64),
  country_code: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country is required'),
  institution_id: text('Verifying body', 64),
  docOwnerFirstName: ZPersonName('First name'),
  docOwnerMiddleName: optionalText('Middle name', 80),
  docOwnerLastName: ZPersonName('Last name'),
  docOwnerDOB: ZDateOfBirth,
});

const yearsInOrder = (value: object, ctx: z.RefinementCtx) => {
  const { start_year, end_year } = value as { start_year?: number; end_year?: number };
  if (start_year && end_year && end_year < start_year) {
    ctx.addIssue({ code: 'custom', path: ['end_year'], message: 'End year cannot be before start year' });
  }
};

export const ZEducationDetails = z.object({
  doc_type: z.literal('educ'),
  verifier_name: text('Institution name', 160),
  verifier_city: text('City', 80),
  studentId: text('Student ID', 64),
  course: text('Course', 160),
  start_year: year('Start year'),
  end_year: year('End year'),
});

export const ZEnrollmentStatus = z.enum(['member', 'student', 'graduated', 'lapsed'], {
  error: 'Choose an enrolment status',
});
export const enrollmentStatusLabels: Record<z.infer<typeof ZEnrollmentStatus>, string> = {
  member: 'Member',
  student: 'Student member',
  graduated: 'Qualified',
  lapsed: 'Lapsed',
};

export const ZProfessionalDetails = z.object({
  doc_type: z.literal('prof'),
  doc_verifier_name: text('Professional body', 160),
  studentId: text('Member or student ID', 64),
  qualification: text('Qualification', 160),
  course: optionalText('Course', 160),
  enrollment_status: ZEnrollmentStatus,
  start_year: year('Start year'),
  end_year: optionalYear('End year'),
});

export const ZFinancialDetails = z.object({
  doc_type: z.literal('finance'),
  bank_name: text('Bank', 160),
  account_name: optionalText('Account name', 160),
});

export const ZEmploymentDetails = z.object({
  doc_type: z.literal('employment'),
  employer_name: text('Employer', 160),
  job_title: text('Role', 120),
  studentId: optionalText('Staff ID', 64),
  start_year: year('Start year'),
  end_year: optionalYear('End year'),
});

/**
 * The fields of `POST /doc/verify` besides the file (multipart). `doc_type` picks which details are required;
 * the owner's names and date of birth are those on the document, not necessarily the requester's.
 */
export const ZDocumentSubmission = z
  .discriminatedUnion(
    'doc_type',
    [
      ZCommon.extend(ZEducationDetails.shape),
      ZCommon.extend(ZProfessionalDetails.shape),
      ZCommon.extend(ZFinancialDetails.shape),
      ZCommon.extend(ZEmploymentDetails.shape),
    ],
    { error: 'Choose a document category' },
  )
  .superRefine(yearsInOrder);
export type TDocumentSubmission = z.infer<typeof ZDocumentSubmission>;

export const ZCheckoutRequest = z.object({
  document_type_id: text('Document type', 64),
  institution_id: text('Verifying body', 64),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZCheckoutResponse = z.object({ message: z.string(), data: ZFeeBreakdown });

export const ZDocumentResponse = z.object({ message: z.string(), data: ZDocument });
export type TDocumentResponse = z.infer<typeof ZDocumentResponse>;

export const ZDocumentScope = z.enum(['sent', 'received']);

export const ZDocumentListRequest = z.object({
  /** `sent`: requests the caller (or their organisation) made; `received`: requests to the caller's organisation. */
  scope: ZDocumentScope.default('sent'),
  ...pageRequest,
  search: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  sort: z.object({ field: z.enum(['name', 'status']), direction: z.enum(['asc', 'desc']) }).optional(),
  /** The Details filter: a document type name. */
  details: z.string().trim().max(160).optional(),
  /** The Verifier Status filter. */
  verifier_status: ZDocumentStatus.optional(),
});
export type TDocumentListRequest = z.input<typeof ZDocumentListRequest>;

export const ZDocumentListResponse = z.object({
  data: z.array(ZDocument),
  ...pageInfo,
  /** Distinct values for the header dropdowns, over the caller's whole list (not just this page). */
  facets: z.object({ details: z.array(z.string()), verifier_status: z.array(ZDocumentStatus) }),
});
export type TDocumentListResponse = z.infer<typeof ZDocumentListResponse>;

export const ZDocumentIdRequest = z.object({ doc_id: text('Document', 64) });

export const ZMonitorResponse = z.object({
  data: z.object({ document: ZDocument, history: z.array(ZDocumentEvent) }),
});
export type TMonitorResponse = z.infer<typeof ZMonitorResponse>;

export const ZDownloadLinkRequest = z.object({
  doc_id: text('Document', 64),
  file: z.enum(['document', 'proof']).default('document'),
});
export const ZDownloadLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type TDownloadLinkResponse = z.infer<typeof ZDownloadLinkResponse>;

/** The owner's answer to a query (multipart, with an optional new file). */
export const ZQueryAnswer = z.object({
  doc_id: text('Document', 64),
  version: z.coerce.number({ error: 'Version is required' }).int().min(1),
  note: text('Note', 2000),
});
export type TQueryAnswer = z.infer<typeof ZQueryAnswer>;

export const ZDashboardResponse = z.object({
  data: z.object({
    counts: z.record(ZDocumentStatus, z.number().int()),
    total: z.number().int(),
    recent: z.array(ZDocument),
    spent: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  }),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/** `GET /verify/{viewer_code}`: public, so it names the document and its verifier and nothing else. */
export const ZPublicVerification = z.object({
  data: z.object({
    application_id: z.string(),
    status: ZDocumentStatus,
    tag: z.string(),
    document_type_name: z.string(),
    owner_name: z.string(),
    /** The course or qualification studied and its years, where the kind of request has them (null otherwise). */
    course: z.string().nullable(),
    start_year: z.number().int().nullable(),
    end_year: z.number().int().nullable(),
    verifier: z.object({ company_name: z.string(), country_name: z.string().nullable() }),
    verify_info: z.string().nullable(),
    decided_at: z.string().nullable(),
  }),
});
export type TPublicVerification = z.infer<typeof ZPublicVerification>;

export { ZCategoryId, ZDocumentStatus, ZPaymentStatus };
