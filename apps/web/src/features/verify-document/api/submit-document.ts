import { submitDocumentRequest } from '@docverify/contract/documents/operations';
import type { TDocumentSubmission } from '@docverify/contract/documents/submission';
import { callOperation } from '@/lib/http';

// Creates the request, awaiting payment, with the uploaded file.

export function toSubmissionFormData(values: TDocumentSubmission, file: File): FormData {
  const formData = new FormData();
  for (const [field, value] of Object.entries(values)) {
    // Optional fields left empty are not sent at all, as the contract reads them.
    if (value !== undefined && value !== null) formData.append(field, String(value));
  }
  formData.append('file', file);
  return formData;
}

export async function submitDocument(values: TDocumentSubmission, file: File) {
  const response = await callOperation(submitDocumentRequest, { form: toSubmissionFormData(values, file) });
  return response.data;
}
