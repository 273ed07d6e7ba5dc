import type { TPayment } from '@docverify/contract/payments/payment';
import { useState } from 'react';
import { Button } from '@/components/button';
import { PaymentDetail } from '@/components/detail/payment-detail';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import { Pagination } from '@/components/pagination';
import { SlideOver } from '@/components/slide-over';
import { useTransactions } from '@/features/transactions/api/get-transactions';
import { transactionColumns } from '@/features/transactions/components/transaction-columns';

const title = 'Transactions History';
const noFilters = [] as const;

/** /dashboard/transaction: every payment attempt of the signed-in user, failed ones included (decision 006). */
export function Component() {
  const list = useListSearchParams(noFilters);
  const transactions = useTransactions(list.page);
  const [panel, setPanel] = useState<{ open: boolean; payment: TPayment | null }>({ open: false, payment: null });
  const response = transactions.data;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <div className="mt-6 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
        <h2 className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900">Payments</h2>
        {transactions.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <p className="text-sm text-red-700">Could not fetch transactions</p>
            <Button variant="secondary" onClick={() => void transactions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
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
        )}
        <div className="border-t border-gray-200 px-4">
          <Pagination
            page={response?.page ?? list.page}
            totalPages={response?.totalPages ?? 1}
            onPageChange={list.setPage}
          />
        </div>
      </div>
      <SlideOver
        open={panel.open}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
        title="Payment details"
      >
        {panel.payment ? <PaymentDetail payment={panel.payment} /> : null}
      </SlideOver>
    </section>
  );
}
