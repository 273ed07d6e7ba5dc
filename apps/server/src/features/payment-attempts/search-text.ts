/**
 * What the administrators' transactions search looks in: the payment's reference, its request (application id,
 * type, the owner's names) and who paid (names and e-mail, as they were when the payment was opened: a receipt's
 * identity). Lower-cased in JavaScript, so any letter folds; migration 010 wrote the same text for older payments.
 */
export function paymentSearchText(parts: {
  reference: string;
  application_id: string;
  document_type_name: string;
  owner_first_name: string;
  owner_middle_name: string | null;
  owner_last_name: string;
  payer_first_name: string;
  payer_last_name: string;
  payer_email: string;
}): string {
  return [
    parts.reference,
    parts.application_id,
    parts.document_type_name,
    parts.owner_first_name,
    parts.owner_middle_name,
    parts.owner_last_name,
    parts.payer_first_name,
    parts.payer_last_name,
    parts.payer_email,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
