import type { TDocument } from '@docverify/contract/documents/document';
import type { TDocumentListRequest } from '@docverify/contract/documents/requests';
import { lazy, Suspense, useState } from 'react';
import { useDocumentListQuery } from '@/components/list/document-list-query';
import { ListCard } from '@/components/list/list-card';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { formatDateTime } from '@/lib/format';
import { useDocuments } from '@/features/documents/api/get-documents';
import { documentListRequest } from '@/features/documents/api/list-request';
import { documentColumns, documentOwnerName, headersWithBody } from '@/components/list/document-columns';
import { SectionTabs, type TSectionTab } from '@/components/section-tabs';

// The panel (answer form, file drop, history) downloads when a row is opened, not with the list (decision 019).
const DocumentPanel = lazy(() =>
  import('@/features/documents/components/document-panel').then((module) => ({ default: module.DocumentPanel })),
);

type TDocumentScope = NonNullable<TDocumentListRequest['scope']>;

type TDocumentListPageProps = {
  /** Which list the server gives: requests the caller sent, or those sent to their organisation. */
  scope: TDocumentScope;
  title: string;
  /** The section's pages (Received, Sent), shown as tabs under the title. */
  tabs: readonly TSectionTab[];
};

/**
 * A list of verification requests, paged, sorted, filtered and searched by the server; its state lives in the
 * URL. Individuals and organisations mount it for their own areas.
 */
export function DocumentListPage({ scope, title, tabs }: TDocumentListPageProps) {
  const { list, query } = useDocumentListQuery();
  const documents = useDocuments(documentListRequest(scope, query));
  const [panel, setPanel] = useState<{ open: boolean; document: TDocument | null }>({ open: false, document: null });
  const openPanel = (document: TDocument) => setPanel({ open: true, document });

  const response = documents.data;
  const columns = documentColumns({
    facets: response?.facets,
    filters: { details: query.details, verifier_status: query.verifier_status },
    onFilterChange: list.setFilter,
    headers: headersWithBody,
  });

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <SectionTabs label={`${title} sections`} tabs={tabs} />
      <ListCard
        search={{ title: 'Documents', value: list.search, onSearch: list.setSearch }}
        error={documents.isError ? { text: 'Could not fetch document', onRetry: () => void documents.refetch() } : null}
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
          onRowClick={openPanel}
          aside={(document) => ({ primary: document.application_id, secondary: formatDateTime(document.created_at) })}
          actions={{ review: openPanel }}
        />
      </ListCard>
      <SlideOver
        open={panel.open}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
        title="Document details"
      >
        <Suspense fallback={<p className="text-sm text-gray-600">Loading the document…</p>}>
          {panel.document ? <DocumentPanel document={panel.document} /> : null}
        </Suspense>
      </SlideOver>
    </section>
  );
}
