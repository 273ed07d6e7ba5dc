import { ZAuditEntityType, type TAuditEntry } from '@docverify/contract/admin/audit';
import { useState } from 'react';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import type { TListColumn } from '@/components/list/types';
import { SlideOver } from '@/components/slide-over';
import { TextField } from '@/components/form/text-field';
import { useAudit } from '@/features/admin-audit/api/get-audit';
import { AuditDetail, AuditRecordLink } from '@/features/admin-audit/components/audit-detail';
import { auditSentence } from '@/features/admin-audit/components/audit-sentence';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';

const title = 'Audit Trail';
const filterKeys = ['entity_type', 'from', 'to'] as const;

const entityLabels: Record<(typeof ZAuditEntityType.options)[number], string> = {
  document: 'Document',
  user: 'User',
  organisation: 'Organisation',
  service_charge: 'Service charge',
  surcharge: 'Surcharge',
  transcript_service: 'Transcript service',
  staff: 'Staff',
  mail: 'E-mail',
  unaccredited_institution: 'Unaccredited awarding body',
};
const entityOptions = ZAuditEntityType.options.map((value) => ({ value, label: entityLabels[value] }));

/** /admin/audit: every recorded change, newest first, searchable by action, entity and who made it. */
export function Component() {
  const list = useListSearchParams(filterKeys);
  const entityType = ZAuditEntityType.safeParse(list.filters.entity_type).data;
  const { from, to } = list.filters;
  const audit = useAudit({ page: list.page, cursor: list.cursor, search: list.search, entityType, from, to });
  const [panel, setPanel] = useState<{ open: boolean; entry: TAuditEntry | null }>({ open: false, entry: null });
  const response = audit.data;

  const columns: TListColumn<TAuditEntry>[] = [
    // Who did what to which record, in words (decision 020); the raw action is in the details' disclosure.
    { id: 'change', header: 'Change', cell: (entry) => auditSentence(entry).text },
    {
      id: 'record',
      header: 'Record',
      cell: (entry) => <AuditRecordLink entry={entry} />,
      className: 'hidden lg:table-cell',
    },
    {
      id: 'entity',
      header: 'Kind',
      cell: (entry) => entityLabels[entry.entity_type as keyof typeof entityLabels] ?? 'Other',
      filter: {
        chipLabel: 'Kind',
        allLabel: 'Show All Kinds',
        options: entityOptions,
        value: entityType,
        onChange: (value) => list.setFilter('entity_type', value),
      },
    },
    {
      id: 'time',
      header: 'Time',
      cell: (entry) => formatDateTime(entry.created_at),
      className: 'hidden md:table-cell',
    },
  ];

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <form
        aria-label="Filter changes by day"
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="From"
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => list.setFilter('from', event.target.value || undefined)}
        />
        <TextField
          label="To"
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => list.setFilter('to', event.target.value || undefined)}
        />
      </form>
      <ListCard
        search={{
          title: 'Changes',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Action, record or person',
        }}
        error={
          audit.isError
            ? {
                text: errorMessage(audit.error, 'Could not fetch the audit trail'),
                onRetry: () => void audit.refetch(),
              }
            : null
        }
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={title}
          rows={response?.data ?? []}
          rowKey={(entry) => entry.id}
          rowName={(entry) => `change: ${auditSentence(entry).text}`}
          columns={columns}
          emptyText="No Changes Recorded"
          loading={audit.isPending}
          onRowClick={(entry) => setPanel({ open: true, entry })}
        />
      </ListCard>
      <SlideOver
        open={panel.open}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
        title="Change details"
      >
        {panel.entry ? <AuditDetail entry={panel.entry} /> : null}
      </SlideOver>
    </section>
  );
}
