import type { TDocument } from '@docverify/contract/documents/document';
import type { TDecision } from '@docverify/contract/verification/status-edit';
import { useState } from 'react';
import { documentColumns, documentOwnerName, type TDocumentColumnId } from '@/components/list/document-columns';
import { useDocumentListQuery } from '@/components/list/document-list-query';
import { ListCard } from '@/components/list/list-card';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import type { TListColumn } from '@/components/list/types';
import { formatDateTime, formatWaited } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useReceivedDocuments } from '@/features/received/api/get-received-documents';
import { AnsweredBadge } from '@/features/received/components/answered-badge';
import { ReceivedPanel, type TPanelMode } from '@/features/received/components/received-panel';
import { SectionTabs, type TSectionTab } from '@/components/section-tabs';

type TReceivedListPageProps = {
  title: string;
  /** The section's pages (Received, Sent), shown as tabs under the title. */
  tabs?: readonly TSectionTab[];
  /** The columns and their headers; the list table's defaults when left out. */
  headers?: Partial<Record<TDocumentColumnId, string>>;
  /** The reference and date block on the right of each row. */
  showReference?: boolean;
};

const panelTitles: Record<TPanelMode, string> = { review: 'Document details', edit: 'Edit document status' };

/** The verifier status cell says 'Answered' beside a truthful 'Pending' when the requester's answer waits. */
function withAnsweredMarker(column: TListColumn<TDocument>): TListColumn<TDocument> {
  if (column.id !== 'verifier_status') return column;
  return {
    ...column,
    cell: (document) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        {column.cell(document)}
        {document.answered ? <AnsweredBadge /> : null}
      </span>
    ),
  };
}

/** When the request was made and, while it waits for a decision, for how long it has waited since it was paid. */
function RequestAge({ document }: { document: TDocument }) {
  const waiting = document.status === 'submitted' || document.status === 'pending';
  const waited = waiting ? formatWaited(document.submitted_at ?? document.created_at) : '';
  return (
    <>
      {waited ? <span className="block font-medium text-amber-800">Waiting {waited}</span> : null}
      <span className="block">{formatDateTime(document.created_at)}</span>
    </>
  );
}

/**
 * The requests sent to the caller's organisation, paged, sorted, filtered and searched by the server, with the
 * list state in the URL. Review opens the request to read (decision 018: opening changes nothing; the panel's
 * Start review does); Edit decides it.
 */
export function ReceivedListPage({ title, tabs, headers, showReference = true }: TReceivedListPageProps) {
  const { list, query } = useDocumentListQuery();
  const documents = useReceivedDocuments(query);
  const [panel, setPanel] = useState<{
    open: boolean;
    mode: TPanelMode;
    document: TDocument | null;
    chosenStatus?: TDecision;
  }>({ open: false, mode: 'review', document: null });
  // The panel shows the request as the server last answered for it (after a review or a decision).
  const showInPanel = (document: TDocument) =>
    setPanel((current) => (current.document?.id === document.id ? { ...current, document } : current));

  const openReview = (document: TDocument) => setPanel({ open: true, mode: 'review', document });
  const openEdit = (document: TDocument) => setPanel({ open: true, mode: 'edit', document });
  // Review's Verify and Query: the same request in the Edit panel, with the chosen status.
  const decideInPanel = (chosenStatus: TDecision) =>
    setPanel((current) => ({ ...current, mode: 'edit', chosenStatus }));

  const response = documents.data;
  const columns = documentColumns({
    facets: response?.facets,
    filters: { details: query.details, verifier_status: query.verifier_status },
    onFilterChange: list.setFilter,
    ...(headers ? { headers } : {}),
  }).map(withAnsweredMarker);

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      {tabs ? <SectionTabs label={`${title} sections`} tabs={tabs} /> : null}
      <ListCard
        search={{ title: 'Documents', value: list.search, onSearch: list.setSearch }}
        error={
          documents.isError
            ? {
                text: errorMessage(documents.error, 'Could not fetch document'),
                onRetry: () => void documents.refetch(),
              }
            : null
        }
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={title}
          rows={response?.data ?? []}
          rowKey={(document) => document.id}
          rowName={documentOwnerName}
          columns={columns}
          emptyText="No Documents Available"
          loading={documents.isPending}
          sort={query.sort}
          onSortChange={list.setSort}
          onRowClick={openReview}
          {...(showReference
            ? {
                aside: (document: TDocument) => ({
                  primary: document.application_id,
                  secondary: <RequestAge document={document} />,
                }),
              }
            : {})}
          actions={{ review: openReview, edit: openEdit }}
        />
      </ListCard>
      <SlideOver
        open={panel.open}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
        title={panelTitles[panel.mode]}
      >
        {panel.document ? (
          <ReceivedPanel
            mode={panel.mode}
            document={panel.document}
            onChanged={showInPanel}
            onDecide={decideInPanel}
            chosenStatus={panel.chosenStatus}
          />
        ) : null}
      </SlideOver>
    </section>
  );
}
