import { DocumentPlusIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { RecentRequests } from '@/features/dashboard/components/recent-requests';
import { MoneyTotals } from '@/components/dashboard/money-totals';
import { StatusCountCards } from '@/components/dashboard/status-count-cards';

/** /dashboard: where the individual's requests stand, what they spent, and the way to send another. */
export function Component() {
  const dashboard = useDashboard();

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl space-y-6">
      <title>Dashboard · Document and Qualification Verification</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
          Dashboard
        </h1>
        <Link
          to={paths.individual.verifyDocument.getHref()}
          className="inline-flex items-center gap-2 rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white shadow-xs hover:bg-green-800 touch:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          <DocumentPlusIcon aria-hidden="true" className="size-5" />
          Verify a document
        </Link>
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
            title="Requests by status"
            hideTitle
            statuses={['awaiting_payment', 'submitted', 'pending', 'queried', 'verified']}
            counts={dashboard.data.data.counts}
            listPath={paths.individual.documentsSent.getHref()}
          />
          {/* grid-cols-1 is minmax(0, 1fr): a long line wraps or truncates instead of widening the column. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RecentRequests documents={dashboard.data.data.recent} />
            </div>
            <MoneyTotals title="Money spent" emptyText="No payments yet." totals={dashboard.data.data.spent} />
          </div>
        </>
      )}
    </section>
  );
}
