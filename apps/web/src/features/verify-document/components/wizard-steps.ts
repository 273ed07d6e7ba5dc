import type { TCategoryId } from '@docverify/contract/documents/vocabulary';
import { ZDocumentSubmission } from '@docverify/contract/documents/submission';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { whenValid } from '@/lib/form-schemas';

export type TWizardValues = z.input<typeof ZDocumentSubmission>;
export type TWizardField = FieldPath<TWizardValues>;

/**
 * The contract's year-order rule runs only once the whole request is valid, which would hide it until the
 * last step; gated on the two years alone, it shows on the Details step as the user types.
 */
export const ZWizardSubmission = ZDocumentSubmission.refine(
  (value) => !('end_year' in value) || !value.end_year || !value.start_year || value.end_year >= value.start_year,
  { path: ['end_year'], message: 'End year cannot be before start year', when: whenValid('start_year', 'end_year') },
);

export const wizardSteps = [
  { id: 'document', title: 'Document' },
  { id: 'details', title: 'Details' },
  { id: 'owner', title: 'Owner' },
  { id: 'file', title: 'File' },
  { id: 'cost', title: 'Cost' },
] as const;
export type TStepId = (typeof wizardSteps)[number]['id'];

const documentFields: TWizardField[] = ['doc_type', 'document_type_id', 'country_code', 'institution_id'];

/** Spec section 3 and the contract: which details each category asks for, in the order they are shown. */
const detailFields: Record<TCategoryId, TWizardField[]> = {
  educ: ['verifier_name', 'verifier_city', 'studentId', 'course', 'start_year', 'end_year'],
  prof: ['doc_verifier_name', 'studentId', 'qualification', 'course', 'enrollment_status', 'start_year', 'end_year'],
  finance: ['bank_name', 'account_name'],
  employment: ['employer_name', 'job_title', 'studentId', 'start_year', 'end_year'],
};

const ownerFields: TWizardField[] = ['docOwnerFirstName', 'docOwnerMiddleName', 'docOwnerLastName', 'docOwnerDOB'];

/** The form fields a step validates before Next; the file and cost steps have none in the form. */
export function fieldsOfStep(step: TStepId, category: TCategoryId | undefined): TWizardField[] {
  switch (step) {
    case 'document':
      return documentFields;
    case 'details':
      return category ? detailFields[category] : [];
    case 'owner':
      return ownerFields;
    default:
      return [];
  }
}

/** Every form field of the request, for placing the server's field errors. */
export function allFields(category: TCategoryId | undefined): TWizardField[] {
  return wizardSteps.flatMap((step) => fieldsOfStep(step.id, category));
}

/** The step holding a field the server (or the final check) named; the upload is `file`. */
export function stepOfField(field: string, category: TCategoryId | undefined): TStepId | null {
  if (field === 'file') return 'file';
  return wizardSteps.find((step) => fieldsOfStep(step.id, category).some((name) => name === field))?.id ?? null;
}

/** The earliest step among some fields, so a correction starts where the user would meet it first. */
export function firstStepOf(fields: string[], category: TCategoryId | undefined): TStepId | null {
  const indexes = fields
    .map((field) => stepOfField(field, category))
    .filter((step): step is TStepId => step !== null)
    .map((step) => wizardSteps.findIndex((candidate) => candidate.id === step));
  return indexes.length > 0 ? wizardSteps[Math.min(...indexes)]!.id : null;
}
