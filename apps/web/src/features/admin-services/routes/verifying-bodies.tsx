import {
  verificationStatuses,
  type TVerificationStatus,
  type TVerifyingBody,
} from '@docverify/contract/admin/services';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import type { TListColumn } from '@/components/list/types';
import { SlideOver } from '@/components/slide-over';
import { useDecideVerifyingBody, useVerifyingBodies } from '@/features/admin-services/api/verifying-bodies';
import { ServicePage } from '@/features/admin-services/components/service-page';
import {
  verificationStatusLabels,
  verifyingBodyColumns,
} from '@/features/admin-services/components/verifying-body-columns';
import { VerifyingBodyPanel } from '@/features/admin-services/components/verifying-body-panel';
import { withReason } from '@/features/admin-services/components/with-reason';

const TITLE = 'Verifying Bodies';

const isStatus = (value: string | undefined): value is TVerificationStatus =>
  (verificationStatuses as readonly string[]).includes(value ?? '');

/** /admin/service/verifyingbody: every organisation by status; verify, reject, suspend; transcript access. */
export function Component() {
  const list = useListSearchParams(['verification_status']);
  const status = isStatus(list.filters.verification_status) ? list.filters.verification_status : undefined;
  const bodies = useVerifyingBodies({
    page: list.page,
    cursor: list.cursor,
    search: list.search || undefined,
    verification_status: status,
  });
  const decide = useDecideVerifyingBody();
  const [reviewing, setReviewing] = useState<{ open: boolean; body: TVerifyingBody | null }>({
    open: false,
    body: null,
  });
  const fetchError = bodies.isError ? withReason('Could not fetch verifying bodies', bodies.error) : null;

  useEffect(() => {
    if (fetchError) toast.error(fetchError, { id: 'verifying-bodies-fetch' });
  }, [fetchError]);

  const columns: TListColumn<TVerifyingBody>[] = verifyingBodyColumns.map((column) =>
    column.id === 'status'
      ? {
          ...column,
          filter: {
            chipLabel: 'Status',
            allLabel: 'Show All Statuses',
            options: verificationStatuses.map((value) => ({ value, label: verificationStatusLabels[value] })),
            value: status,
            onChange: (value) => list.setFilter('verification_status', value),
          },
        }
      : column,
  );

  const setTranscriptAccess = (body: TVerifyingBody, active: boolean) =>
    decide.mutate(
      { organisation_id: body.id, transcript_access: active ? 'active' : 'inactive' },
      {
        onSuccess: () => toast.success(`${body.company_name}: transcript access ${active ? 'granted' : 'withdrawn'}`),
        onError: (error) => toast.error(withReason('Could not update verifying body', error)),
      },
    );

  const response = bodies.data;
  return (
    <ServicePage title={TITLE}>
      <ListCard
        search={{
          title: 'Verifying bodies',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Name, reference, e-mail or city',
        }}
        error={fetchError ? { text: fetchError, onRetry: () => void bodies.refetch() } : null}
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={TITLE}
          rows={response?.data ?? []}
          rowKey={(body) => body.id}
          rowName={(body) => body.company_name}
          columns={columns}
          emptyText="No Verifying Bodies Available"
          loading={bodies.isPending}
          onRowClick={(body) => setReviewing({ open: true, body })}
          actions={{ review: (body) => setReviewing({ open: true, body }) }}
          toggle={{
            label: 'Transcript access',
            checked: (body) => body.transcript_access === 'active',
            onChange: setTranscriptAccess,
            disabled: (body) => decide.isPending && decide.variables.organisation_id === body.id,
          }}
        />
      </ListCard>
      <SlideOver
        open={reviewing.open}
        onClose={() => setReviewing((current) => ({ ...current, open: false }))}
        title="Verifying body"
      >
        {reviewing.body ? (
          <VerifyingBodyPanel
            key={reviewing.body.id}
            body={reviewing.body}
            onDone={() => setReviewing((current) => ({ ...current, open: false }))}
          />
        ) : null}
      </SlideOver>
    </ServicePage>
  );
}
