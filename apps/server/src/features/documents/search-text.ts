import type { DocumentsTable } from '../../db/schema';

type Searchable = Pick<
  DocumentsTable,
  | 'application_id'
  | 'ref_id'
  | 'status'
  | 'payment_status'
  | 'document_type_name'
  | 'owner_first_name'
  | 'owner_middle_name'
  | 'owner_last_name'
> & {
  tag: string;
  /** The verifying body the request is sent to (its organisation's name): requesters search by it. */
  body_name: string;
};

/** The name order's key: lower-cased last then first name (one collation on both databases). */
export function documentSortName(document: Pick<DocumentsTable, 'owner_first_name' | 'owner_last_name'>): string {
  return `${document.owner_last_name} ${document.owner_first_name}`.toLowerCase();
}

/**
 * Spec section 5's document search fields and the verifying body's name, lower-cased into one column so that a search is one
 * case-insensitive substring test on both databases. Rewrite it whenever one of these fields changes.
 */
export function documentSearchText(document: Searchable): string {
  return [
    document.application_id,
    document.ref_id,
    document.status.replace('_', ' '),
    document.payment_status,
    document.tag,
    document.document_type_name,
    document.owner_first_name,
    document.owner_middle_name,
    document.owner_last_name,
    document.body_name,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
