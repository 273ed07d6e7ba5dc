import type { TAdminTranscript } from '@docverify/contract/admin/services';
import { deliveryOptionLabels } from '@docverify/contract/transcripts/transcript';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import type { TListColumn } from '@/components/list/types';
import { SlideOver } from '@/components/slide-over';
import { formatMoney } from '@/lib/format';
import { useTranscriptOfferings } from '@/features/admin-services/api/transcripts';
import { ServicePage } from '@/features/admin-services/components/service-page';
import { TranscriptCorrectionForm } from '@/features/admin-services/components/transcript-correction-form';
import { VerificationStatusBadge } from '@/features/admin-services/components/verifying-body-columns';
import { withReason } from '@/features/admin-services/components/with-reason';

const TITLE = 'Transcripts';

const columns: TListColumn<TAdminTranscript>[] = [
  { id: 'name', header: 'Organisation', cell: (offering) => offering.organisation_name },
  { id: 'fee', header: 'Fee', cell: (offering) => formatMoney(offering.fee, offering.currency) },
  {
    id: 'days',
    header: 'Processing',
    cell: (offering) => `${offering.processing_days} day${offering.processing_days === 1 ? '' : 's'}`,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'delivery',
    header: 'Delivery',
    cell: (offering) => offering.delivery_options.map((option) => deliveryOptionLabels[option]).join(', '),
    className: 'hidden md:table-cell',
  },
  {
    id: 'offered',
    header: 'Offered',
    // Requesters see it only when it is active, the access granted and the body verified.
    cell: (offering) =>
      offering.active && offering.transcript_access === 'active' && offering.verification_status === 'verified'
        ? 'Yes'
        : 'No',
  },
  {
    id: 'status',
    header: 'Body',
    cell: (offering) => <VerificationStatusBadge status={offering.verification_status} />,
    className: 'hidden lg:table-cell',
  },
];

/** /admin/service/transcript: every body's transcript offering, corrected in a panel. */
export function Component() {
  const list = useListSearchParams([]);
  const offerings = useTranscriptOfferings({ page: list.page, cursor: list.cursor, search: list.search || undefined });
  const [editing, setEditing] = useState<{ open: boolean; offering: TAdminTranscript | null }>({
    open: false,
    offering: null,
  });
  const fetchError = offerings.isError ? withReason('Could not fetch transcripts', offerings.error) : null;

  useEffect(() => {
    if (fetchError) toast.error(fetchError, { id: 'admin-transcripts-fetch' });
  }, [fetchError]);

  const close = () => setEditing((current) => ({ ...current, open: false }));
  const response = offerings.data;
  return (
    <ServicePage title={TITLE}>
      <ListCard
        search={{
          title: 'Transcript services',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Organisation',
        }}
        error={fetchError ? { text: fetchError, onRetry: () => void offerings.refetch() } : null}
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={TITLE}
          rows={response?.data ?? []}
          rowKey={(offering) => offering.id}
          rowName={(offering) => offering.organisation_name}
          columns={columns}
          emptyText="No Transcript Services Available"
          loading={offerings.isPending}
          actions={{ edit: (offering) => setEditing({ open: true, offering }) }}
        />
      </ListCard>
      <SlideOver open={editing.open} onClose={close} title="Correct transcript service">
        {editing.offering ? (
          <TranscriptCorrectionForm key={editing.offering.id} offering={editing.offering} onDone={close} />
        ) : null}
      </SlideOver>
    </ServicePage>
  );
}
