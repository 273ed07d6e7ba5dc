import type { TDocumentStatus } from '@docverify/contract/documents/vocabulary';
import { Button } from '@/components/button';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { useOrgDashboard } from '@/features/org-dashboard/api/get-org-dashboard';
import { MoneyTotals } from '@/components/dashboard/money-totals';
import { Turnaround } from '@/features/org-dashboard/components/figures';
import { OldestWaiting } from '@/features/org-dashboard/components/oldest-waiting';
import { StatusCountCards } from '@/components/dashboard/status-count-cards';

/** A verifier's queue never holds unpaid requests; what it sent can still be awaiting payment. */
const receivedStatuses: TDocumentStatus[] = ['submitted', 'pending', 'queried', 'verified', 'archived'];
const sentStatuses: TDocumentStatus[] = ['awaiting_payment', 'submitted', 'pending', 'queried', 'verified'];

/** /org/dashboard: the verifying body's queue at a glance, what it sent, how fast it decides and what it earns. */
export function Component() {
  const dashboard = useOrgDashboard();

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl space-y-6">
      <title>Dashboard · Document and Qualification Verification</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
          Dashboard
        </h1>
        <TextLink to={paths.org.referral.getHref()} className="text-sm">
          Your referral link
        </TextLink>
      </div>
      {dashboard.isPending ? (
        <div aria-busy="true" aria-label="Loading the dashboard" className="grid animate-pulse gap-4 sm:grid-cols-5">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="h-24 rounded-xl bg-gray-200" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-10 text-center">
          <p className="text-sm text-red-700">Could not fetch the dashboard</p>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <StatusCountCards
            title="Received requests"
            statuses={receivedStatuses}
            counts={dashboard.data.data.received}
            listPath={paths.org.documentsReceived.getHref()}
          />
          <StatusCountCards
            title="Sent requests"
            statuses={sentStatuses}
            counts={dashboard.data.data.sent}
            listPath={paths.org.documentsSent.getHref()}
          />
          {/* One column of at most the screen's width on a phone: a long name must not widen the page. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <OldestWaiting documents={dashboard.data.data.oldest_waiting} />
            </div>
            <div className="space-y-6">
              <Turnaround turnaround={dashboard.data.data.turnaround} />
              <MoneyTotals
                title="Revenue from your charges"
                emptyText="No confirmed payments yet."
                totals={dashboard.data.data.revenue}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
