import type { TDocument } from '@docverify/contract/documents/document';
import { useState } from 'react';
import { DocumentDetail } from '@/components/detail/document-detail';
import { documentColumns, documentOwnerName, headersWithBody } from '@/components/list/document-columns';
import { useDocumentListQuery } from '@/components/list/document-list-query';
import { ListCard } from '@/components/list/list-card';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { formatDateTime } from '@/lib/format';
import { useReferredDocuments } from '@/features/referrals/api/get-referred-documents';
import { ReferralSection } from '@/features/referrals/components/referral-section';

/**
 * /org/referrals/document: the paid requests of the people the organisation referred, in the shared document
 * columns. The panel is read-only: the organisation follows these requests but is not party to them.
 */
export function Component() {
  const { list, query } = useDocumentListQuery();
  const documents = useReferredDocuments(query);
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
    <ReferralSection title="Referred Documents">
      <ListCard
        search={{ title: 'Documents', value: list.search, onSearch: list.setSearch }}
        error={documents.isError ? { text: 'Could not fetch referral', onRetry: () => void documents.refetch() } : null}
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption="Referred Documents"
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
        {panel.document ? <DocumentDetail document={panel.document} /> : null}
      </SlideOver>
    </ReferralSection>
  );
}
