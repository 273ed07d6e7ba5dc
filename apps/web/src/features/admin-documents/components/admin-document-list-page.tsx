import type { TDocument } from '@docverify/contract/documents/document';
import { isDocumentStatus, type TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { documentColumns, documentOwnerName, headersWithBody } from '@/components/list/document-columns';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import type { TSort } from '@/components/list/types';
import { SectionTabs } from '@/components/section-tabs';
import { SlideOver } from '@/components/slide-over';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useAllDocuments } from '@/features/admin-documents/api/get-all-documents';
import { useUpdateDocument } from '@/features/admin-documents/api/update-document';
import { AdminDocumentPanel, type TAdminPanelMode } from '@/features/admin-documents/components/admin-document-panel';
import { adminDocumentTabs } from '@/features/admin-documents/routes/admin-document-tabs';

type TAdminDocumentListPageProps = {
  title: string;
  /** The status this page shows (its tab); every status, with the Verifier Status filter, when left out. */
  status?: TDocumentStatus;
};

const filterKeys = ['details', 'verifier_status'] as const;
const sortFields = new Set(['name', 'status']);

function toSort(sort: TSort | undefined) {
  if (!sort || !sortFields.has(sort.field)) return {};
  return { sort: sort.field as 'name' | 'status', direction: sort.direction };
}

const panelTitles: Record<TAdminPanelMode, string> = { review: 'Document details', edit: 'Edit document status' };

/**
 * Every request in the service (or those of one status), paged, sorted, filtered and searched by the server, with
 * the list state in the URL. Review reads a request; Edit decides it; the panel archives and restores.
 */
export function AdminDocumentListPage({ title, status }: TAdminDocumentListPageProps) {
  const list = useListSearchParams(filterKeys);
  const verifierStatus =
    status ?? (isDocumentStatus(list.filters.verifier_status) ? list.filters.verifier_status : undefined);
  const details = list.filters.details || undefined;
  const sort = toSort(list.sort);
  const documents = useAllDocuments({
    page: list.page,
    cursor: list.cursor,
    search: list.search || undefined,
    status: verifierStatus,
    details,
    ...sort,
  });
  const update = useUpdateDocument();
  const [panel, setPanel] = useState<{ open: boolean; mode: TAdminPanelMode; document: TDocument | null }>({
    open: false,
    mode: 'review',
    document: null,
  });
  const [confirming, setConfirming] = useState<TDocument | null>(null);
  // The panel shows the request as the server last answered for it (after a decision, archive or restore).
  const showInPanel = (document: TDocument) =>
    setPanel((current) => (current.document?.id === document.id ? { ...current, document } : current));

  const openReview = (document: TDocument) => setPanel({ open: true, mode: 'review', document });
  const openEdit = (document: TDocument) => setPanel({ open: true, mode: 'edit', document });

  const restoring = confirming?.status === 'archived';
  const confirmArchiveToggle = () => {
    if (!confirming) return;
    update.mutate(
      { doc_id: confirming.id, action: restoring ? 'restore' : 'archive', version: confirming.version },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          showInPanel(response.data);
          setConfirming(null);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not update Document')),
      },
    );
  };

  const response = documents.data;
  const columns = documentColumns({
    facets: response?.facets,
    filters: { details, verifier_status: verifierStatus },
    // A status page's status is its tab: only the Details filter changes there.
    onFilterChange: (key, value) => {
      if (!(status && key === 'verifier_status')) list.setFilter(key, value);
    },
    headers: headersWithBody,
  });

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <SectionTabs label="Manage Documents sections" tabs={adminDocumentTabs} />
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
          sort={list.sort}
          onSortChange={list.setSort}
          onRowClick={openReview}
          aside={(document: TDocument) => ({
            primary: document.application_id,
            secondary: formatDateTime(document.created_at),
          })}
          actions={{ review: openReview, edit: openEdit }}
        />
      </ListCard>
      <SlideOver
        open={panel.open}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
        title={panelTitles[panel.mode]}
      >
        {panel.document ? (
          <AdminDocumentPanel
            mode={panel.mode}
            document={panel.document}
            onDecided={showInPanel}
            onArchiveToggle={setConfirming}
          />
        ) : null}
      </SlideOver>
      <ConfirmDialog
        open={confirming !== null}
        title={restoring ? 'Restore this document?' : 'Archive this document?'}
        confirmLabel={restoring ? 'Restore' : 'Archive'}
        pending={update.isPending}
        onConfirm={confirmArchiveToggle}
        onClose={() => setConfirming(null)}
      >
        {restoring
          ? 'It returns to the status it had before it was archived.'
          : 'It leaves its status list until an administrator restores it; its history is kept.'}
      </ConfirmDialog>
    </section>
  );
}
