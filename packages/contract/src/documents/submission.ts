import { z } from 'zod';
import { ZPersonName } from '../auth/fields';
import { optionalText, requiredText as text } from './text-fields';
import { ENROLLMENT_STATUSES } from './vocabulary';

// `POST /doc/verify`'s fields: only the wizard and the server build these, so the lists and panels that read
// requests never pay for them.

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

export const ZEnrollmentStatus = z.enum(ENROLLMENT_STATUSES, { error: 'Choose an enrolment status' });

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
