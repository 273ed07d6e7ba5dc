import { documentStatusLabels, type TDocument, type TDocumentStatus } from '@docverify/contract/documents/document';
import type { TDocumentListResponse } from '@docverify/contract/documents/requests';
import { InitialsAvatar } from '@/components/list/row-parts';
import type { TListColumn } from '@/components/list/types';
import { DocumentStatusBadge, PaymentStatusBadge } from '@/components/status-badge';

export type TDocumentFilters = { details: string | undefined; verifier_status: TDocumentStatus | undefined };

type TDocumentColumnsInput = {
  facets: TDocumentListResponse['facets'] | undefined;
  filters: TDocumentFilters;
  onFilterChange: (key: keyof TDocumentFilters, value: string | undefined) => void;
};

export const ownerName = (document: TDocument) => `${document.docOwnerLastName} ${document.docOwnerFirstName}`;

/**
 * Spec section 2's default columns. "Status" is the payment's and "Verifier Status" the request's (decision 006);
 * the filters offer the distinct values of the whole list, from the server's facets.
 */
export function documentColumns({ facets, filters, onFilterChange }: TDocumentColumnsInput): TListColumn<TDocument>[] {
  // A filter from a link (the dashboard's counts) names its value even before, or without, the facets.
  const withCurrent = <TValue extends string>(values: readonly TValue[] | undefined, current: TValue | undefined) => [
    ...new Set([...(values ?? []), ...(current ? [current] : [])]),
  ];
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      cell: (document) => (
        <span className="flex items-center gap-3">
          <InitialsAvatar lastName={document.docOwnerLastName} firstName={document.docOwnerFirstName} />
          {ownerName(document)}
        </span>
      ),
    },
    {
      id: 'details',
      header: 'Details',
      cell: (document) => document.document_type_name,
      filter: {
        chipLabel: 'Document',
        allLabel: 'Show All Documents',
        options: withCurrent(facets?.details, filters.details).map((value) => ({ value, label: value })),
        value: filters.details,
        onChange: (value) => onFilterChange('details', value),
      },
    },
    {
      id: 'status',
      header: 'Status',
      sortField: 'status',
      cell: (document) => <PaymentStatusBadge status={document.payment_status} />,
    },
    {
      id: 'verifier_status',
      header: 'Verifier Status',
      cell: (document) => <DocumentStatusBadge status={document.status} />,
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
    },
  ];
}
