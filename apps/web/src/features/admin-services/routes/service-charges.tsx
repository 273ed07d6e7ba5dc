import type { TServiceCharge } from '@docverify/contract/admin/services';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ListCard } from '@/components/list/list-card';
import { singlePage } from '@/components/list/page-info';
import { ListTable } from '@/components/list/list-table';
import type { TListColumn } from '@/components/list/types';
import { SlideOver } from '@/components/slide-over';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useSaveServiceCharge, useServiceCharges } from '@/features/admin-services/api/service-charges';
import { AmountForm } from '@/features/admin-services/components/amount-form';
import { ServicePage } from '@/features/admin-services/components/service-page';
import { withReason } from '@/features/admin-services/components/with-reason';

const TITLE = 'Service Charges';

const columns: TListColumn<TServiceCharge>[] = [
  { id: 'category', header: 'Category', cell: (charge) => charge.category_name },
  { id: 'type', header: 'Document type', cell: (charge) => charge.document_type_name },
  {
    id: 'amount',
    header: 'Amount',
    cell: (charge) =>
      charge.amount === null || charge.currency === null ? 'Not set' : formatMoney(charge.amount, charge.currency),
  },
  {
    id: 'updated',
    header: 'Last changed',
    cell: (charge) =>
      charge.updated_at
        ? `${formatDateTime(charge.updated_at)}${charge.updated_by ? ` by ${charge.updated_by}` : ''}`
        : '',
    className: 'hidden md:table-cell',
  },
];

/** /admin/service/servicecharge: the platform's charge per document type, edited in a panel. */
export function Component() {
  const charges = useServiceCharges();
  const save = useSaveServiceCharge();
  // Kept while the panel closes, so its content does not vanish mid-transition.
  const [editing, setEditing] = useState<{ open: boolean; charge: TServiceCharge | null }>({
    open: false,
    charge: null,
  });
  const fetchError = charges.isError ? withReason('Could not fetch Service Charge', charges.error) : null;

  useEffect(() => {
    if (fetchError) toast.error(fetchError, { id: 'service-charges-fetch' });
  }, [fetchError]);

  const close = () => setEditing((current) => ({ ...current, open: false }));
  const charge = editing.charge;
  return (
    <ServicePage title={TITLE}>
      <ListCard
        heading="Charges by document type"
        error={fetchError ? { text: fetchError, onRetry: () => void charges.refetch() } : null}
        pageInfo={singlePage}
        onPageChange={() => undefined}
      >
        <ListTable
          caption={TITLE}
          rows={charges.data?.data ?? []}
          rowKey={(row) => row.document_type_id}
          rowName={(row) => `${row.category_name} ${row.document_type_name}`}
          columns={columns}
          emptyText="No Document Types Available"
          loading={charges.isPending}
          actions={{ edit: (row) => setEditing({ open: true, charge: row }) }}
        />
      </ListCard>
      <SlideOver open={editing.open} onClose={close} title="Edit service charge">
        {charge ? (
          <div className="space-y-4">
            <p className="text-sm text-gray-700">
              {charge.category_name} · {charge.document_type_name}
            </p>
            <AmountForm
              key={charge.document_type_id}
              label="Service charge (₦)"
              noun="Service charge"
              amount={charge.amount}
              submitLabel={charge.amount === null ? 'Create Service Charge' : 'Update Service Charge'}
              failure="Could not update Service Charge"
              onSave={(amount) =>
                save.mutateAsync({
                  exists: charge.amount !== null,
                  charge: { document_type_id: charge.document_type_id, amount },
                })
              }
              onSaved={close}
            />
          </div>
        ) : null}
      </SlideOver>
    </ServicePage>
  );
}
