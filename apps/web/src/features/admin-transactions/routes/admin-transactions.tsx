import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import type { TPayment } from '@docverify/contract/payments/payment';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { Button } from '@/components/button';
import { PaymentDetail } from '@/components/detail/payment-detail';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { useDownloadTransactionsCsv } from '@/features/admin-transactions/api/download-transactions-csv';
import { useAdminTransactions } from '@/features/admin-transactions/api/get-admin-transactions';
import { adminTransactionColumns } from '@/features/admin-transactions/components/admin-transaction-columns';
import {
  TransactionFilters,
  transactionFilterKeys,
} from '@/features/admin-transactions/components/transaction-filters';
import { RefundPayment } from '@/features/admin-transactions/components/refund-payment';
import { TransactionTotals } from '@/features/admin-transactions/components/transaction-totals';
import { errorMessage } from '@/lib/http';

const title = 'Transactions History';

/** /admin/transaction: every payment in the service, filtered in the URL, with totals and a CSV of the filter. */
export function Component() {
  const list = useListSearchParams(transactionFilterKeys);
  // The URL's values go to the server as they are: it validates them and names a bad one.
  const filter = { ...list.filters, search: list.search || undefined } as TTransactionsFilter;
  const transactions = useAdminTransactions(filter, { page: list.page, cursor: list.cursor });
  const exportCsv = useDownloadTransactionsCsv();
  const [panel, setPanel] = useState<{ open: boolean; payment: TPayment | null }>({ open: false, payment: null });
  const response = transactions.data;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
          {title}
        </h1>
        <Button variant="secondary" pending={exportCsv.isPending} onClick={() => exportCsv.mutate(filter)}>
          <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <TransactionFilters values={list.filters} onChange={list.setFilter} />
      {response ? (
        <TransactionTotals total={response.total} totalExact={response.totalExact} totals={response.totals} />
      ) : null}
      <ListCard
        search={{
          title: 'Payments',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Reference, ID, owner or payer',
        }}
        error={
          transactions.isError
            ? {
                text: errorMessage(transactions.error, 'Could not fetch transactions'),
                onRetry: () => void transactions.refetch(),
              }
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
          columns={adminTransactionColumns}
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
        {panel.payment ? (
          <>
            <PaymentDetail payment={panel.payment} />
            <RefundPayment key={panel.payment.id} payment={panel.payment} />
          </>
        ) : null}
      </SlideOver>
    </section>
  );
}
