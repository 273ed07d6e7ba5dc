import type { TDocument } from '@docverify/contract/documents/document';
import { documentStatusLabels, type TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import type { TDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { InitialsAvatar } from '@/components/list/row-parts';
import type { TListColumn } from '@/components/list/types';
import { DocumentStatusBadge, OverdueBadge, PaymentStatusBadge } from '@/components/status-badge';

export type TDocumentFilters = { details: string | undefined; verifier_status: TDocumentStatus | undefined };
export type TDocumentColumnId = 'name' | 'details' | 'verifying_body' | 'status' | 'verifier_status';

type TDocumentColumnsInput = {
  facets: TDocumentListResponse['facets'] | undefined;
  filters: TDocumentFilters;
  onFilterChange: (key: keyof TDocumentFilters, value: string | undefined) => void;
  /**
   * Which columns, in order, and what their headers say; spec section 2's defaults (Name, Details, Status,
   * Verifier Status) when left out. Document History shows 'Full Name', 'Document', 'Verification Status'.
   */
  headers?: Partial<Record<TDocumentColumnId, string>>;
};

export const documentOwnerName = (document: TDocument) => `${document.docOwnerLastName} ${document.docOwnerFirstName}`;

const defaultHeaders: Partial<Record<TDocumentColumnId, string>> = {
  name: 'Name',
  details: 'Details',
  status: 'Status',
  verifier_status: 'Verifier Status',
};

/** The spec's default columns and, after the document, the verifying body it was sent to (requesters' lists). */
export const headersWithBody: Record<TDocumentColumnId, string> = {
  name: 'Name',
  details: 'Details',
  verifying_body: 'Verifying body',
  status: 'Status',
  verifier_status: 'Verifier Status',
};

/**
 * The columns of a list of verification requests. "Status" is the payment's and "Verifier Status" the request's
 * (decision 006); the filters offer the distinct values of the whole list, from the server's facets.
 */
export function documentColumns({
  facets,
  filters,
  onFilterChange,
  headers = defaultHeaders,
}: TDocumentColumnsInput): TListColumn<TDocument>[] {
  // A filter from a link (a dashboard's counts) names its value even before, or without, the facets.
  const withCurrent = <TValue extends string>(values: readonly TValue[] | undefined, current: TValue | undefined) => [
    ...new Set([...(values ?? []), ...(current ? [current] : [])]),
  ];
  const columns: Record<TDocumentColumnId, (header: string) => TListColumn<TDocument>> = {
    name: (header) => ({
      id: 'name',
      header,
      sortField: 'name',
      cell: (document) => (
        <span className="flex items-center gap-3">
          <InitialsAvatar lastName={document.docOwnerLastName} firstName={document.docOwnerFirstName} />
          {documentOwnerName(document)}
        </span>
      ),
    }),
    details: (header) => ({
      id: 'details',
      header,
      cell: (document) => document.document_type_name,
      filter: {
        chipLabel: 'Document',
        allLabel: 'Show All Documents',
        options: withCurrent(facets?.details, filters.details).map((value) => ({ value, label: value })),
        value: filters.details,
        onChange: (value) => onFilterChange('details', value),
      },
    }),
    verifying_body: (header) => ({
      id: 'verifying_body',
      header,
      // The organisation the request was routed to; the form's own institution name may be spelt otherwise.
      cell: (document) => document.institution.company_name,
      className: 'hidden lg:table-cell',
    }),
    status: (header) => ({
      id: 'status',
      header,
      sortField: 'status',
      cell: (document) => <PaymentStatusBadge status={document.payment_status} />,
    }),
    verifier_status: (header) => ({
      id: 'verifier_status',
      header,
      // Overdue beside the status, for everyone who lists the request: its owner, its body and administrators.
      cell: (document) =>
        document.overdue_days === null ? (
          <DocumentStatusBadge status={document.status} />
        ) : (
          <span className="inline-flex flex-wrap items-center gap-1">
            <DocumentStatusBadge status={document.status} />
            <OverdueBadge days={document.overdue_days} />
          </span>
        ),
      filter: {
        chipLabel: 'Verifier',
        allLabel: 'Show All Statuses',
        options: withCurrent(facets?.verifier_status, filters.verifier_status).map((value) => ({
          value,
          label: documentStatusLabels[value],
        })),
        value: filters.verifier_status,
        onChange: (value) => onFilterChange('verifier_status', value),
      },
    }),
  };
  return (Object.entries(headers) as [TDocumentColumnId, string][]).map(([id, header]) => columns[id](header));
}
