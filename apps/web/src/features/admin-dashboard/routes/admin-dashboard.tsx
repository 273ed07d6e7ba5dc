import type { TAdminDashboard } from '@docverify/contract/admin/dashboard';
import { documentStatusLabels } from '@docverify/contract/documents/vocabulary';
import { ClipboardDocumentListIcon, EnvelopeIcon, NoSymbolIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { listHref } from '@/components/list/list-search-params';
import { OverdueBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useAdminDashboard } from '@/features/admin-dashboard/api/get-admin-dashboard';
import { AttentionCard } from '@/features/admin-dashboard/components/attention-card';
import { DocumentStatusCards } from '@/features/admin-dashboard/components/document-status-cards';
import { TrendChart } from '@/features/admin-dashboard/components/trend-chart';
import { formatDateTime, formatMoney } from '@/lib/format';

const title = 'Dashboard';
const { admin } = paths;
const seriesColours = ['#15803d', '#2563eb', '#d97706', '#7c3aed'];

/** /admin/dashboard: the service at a glance, each figure opening the list behind it. */
export function Component() {
  const dashboard = useAdminDashboard();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
          {title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link
            to={admin.audit.getHref()}
            className="inline-flex items-center gap-2 text-sm font-semibold text-green-700 hover:underline touch:min-h-11"
          >
            <ClipboardDocumentListIcon aria-hidden="true" className="size-4" />
            Audit Trail
          </Link>
          <Link
            to={admin.mail.getHref()}
            className="inline-flex items-center gap-2 text-sm font-semibold text-green-700 hover:underline touch:min-h-11"
          >
            <EnvelopeIcon aria-hidden="true" className="size-4" />
            E-mail delivery
          </Link>
          <Link
            to={admin.unaccredited.getHref()}
            className="inline-flex items-center gap-2 text-sm font-semibold text-green-700 hover:underline touch:min-h-11"
          >
            <NoSymbolIcon aria-hidden="true" className="size-4" />
            Unaccredited awarding bodies
          </Link>
        </div>
      </div>
      {dashboard.isError ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-3 rounded-xl bg-white p-10 text-center">
          <p className="text-sm text-red-700">Could not fetch the dashboard</p>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : dashboard.data ? (
        <Overview data={dashboard.data.data} />
      ) : (
        <p role="status" className="mt-6 text-sm text-gray-600">
          Loading the dashboard…
        </p>
      )}
    </section>
  );
}

function Overview({ data }: { data: TAdminDashboard }) {
  const totalRequests = data.days.reduce((sum, day) => sum + day.requests, 0);
  const revenueRows = data.days.map((day) => ({ day: day.day, ...day.revenue }));
  const revenueSummary =
    data.currencies.length === 0
      ? 'No confirmed payments in the last 30 days.'
      : data.currencies
          .map((currency) =>
            formatMoney(
              data.days.reduce((sum, day) => sum + (day.revenue[currency] ?? 0), 0),
              currency,
            ),
          )
          .join(' and ') + ' confirmed in the last 30 days.';

  return (
    <>
      <DocumentStatusCards counts={data.documents_by_status} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TrendChart
          title="Requests per day"
          rows={data.days.map((day) => ({ day: day.day, requests: day.requests }))}
          series={[{ key: 'requests', label: 'Requests', color: seriesColours[0]! }]}
          format={(value) => String(value)}
          summary={`${totalRequests === 1 ? '1 request' : `${totalRequests} requests`} in the last 30 days.`}
        />
        <TrendChart
          title="Revenue per day"
          rows={revenueRows}
          series={data.currencies.map((currency, index) => ({
            key: currency,
            label: currency,
            color: seriesColours[index % seriesColours.length]!,
          }))}
          format={(value, series) => formatMoney(value, series.key)}
          summary={revenueSummary}
        />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <AttentionCard
          title="Bodies awaiting verification"
          count={data.bodies_awaiting_verification.count}
          link={{ to: admin.serviceVerifyingBody.getHref(), label: 'Review verifying bodies' }}
          emptyText="No verifying body is waiting."
          items={data.bodies_awaiting_verification.oldest.map((body) => ({
            key: body.id,
            primary: body.company_name,
            secondary: `Since ${formatDateTime(body.created_at)}`,
          }))}
        />
        <AttentionCard
          title="Oldest waiting requests"
          link={{ to: admin.documentsSubmitted.getHref(), label: 'Open submitted documents' }}
          emptyText="No request is waiting for its verifier."
          items={data.oldest_waiting.map((document) => ({
            key: document.id,
            primary: (
              <Link
                className="hover:underline"
                to={admin.documentPreview.getHref(document.doc_type, document.id, document.doc_owner_id)}
              >
                {document.docOwnerFirstName} {document.docOwnerLastName} · {document.document_type_name}
              </Link>
            ),
            secondary: (
              <>
                {documentStatusLabels[document.status]} since {formatDateTime(document.created_at)}
                {/* Past the due date the requester was given: the body is late, and the requester may withdraw. */}
                {document.overdue_days !== null ? (
                  <span className="mt-1 block">
                    <OverdueBadge days={document.overdue_days} />
                  </span>
                ) : null}
              </>
            ),
          }))}
        />
        <AttentionCard
          title="Failed payments (30 days)"
          count={data.failed_payments.count}
          link={{ to: listHref(admin.transactions.getHref(), { status: 'failed' }), label: 'Open failed payments' }}
          emptyText="No payment failed in the last 30 days."
          items={data.failed_payments.newest.map((payment) => ({
            key: payment.id,
            primary: `${payment.ref_id} · ${formatMoney(payment.fee, payment.currency)}`,
            secondary: formatDateTime(payment.transaction_time),
          }))}
        />
      </div>
    </>
  );
}
