import type { TPayment } from '@docverify/contract/payments/payment';
import { useState } from 'react';
import { PaymentDetail } from '@/components/detail/payment-detail';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListCard } from '@/components/list/list-card';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { useTransactions } from '@/features/transactions/api/get-transactions';
import { ReceiptDownload } from '@/components/detail/receipt-download';
import { transactionColumns } from '@/features/transactions/components/transaction-columns';

const title = 'Transactions History';
const noFilters = [] as const;

/** /dashboard/transaction: every payment attempt of the signed-in user, failed ones included (decision 006). */
export function Component() {
  const list = useListSearchParams(noFilters);
  const transactions = useTransactions({ page: list.page, cursor: list.cursor });
  const [panel, setPanel] = useState<{ open: boolean; payment: TPayment | null }>({ open: false, payment: null });
  const response = transactions.data;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <ListCard
        heading="Payments"
        error={
          transactions.isError
            ? { text: 'Could not fetch transactions', onRetry: () => void transactions.refetch() }
            : null
        }
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={title}
          rows={response?.data ?? []}
          rowKey={(payment) => payment.id}
          rowName={(payment) => `payment ${payment.ref_id}`}
          columns={transactionColumns}
          emptyText="No Transactions Available"
          loading={transactions.isPending}
          onRowClick={(payment) => setPanel({ open: true, payment })}
        />
      </ListCard>
      <SlideOver
        open={panel.open}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
        title="Payment details"
      >
        {panel.payment?.payment_status === 'confirmed' ? (
          <div className="mb-6">
            <ReceiptDownload reference={panel.payment.ref_id} />
          </div>
        ) : null}
        {panel.payment ? <PaymentDetail payment={panel.payment} /> : null}
      </SlideOver>
    </section>
  );
}
