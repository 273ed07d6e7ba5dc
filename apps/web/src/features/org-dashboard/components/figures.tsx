import type { TOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import { formatMoney } from '@/lib/format';

type TSummary = TOrgDashboardSummary['data'];

const card = 'rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200';

/** The median time from submission to decision; a count says how many decisions it rests on. */
export function Turnaround({ turnaround }: { turnaround: TSummary['turnaround'] }) {
  const { median_hours: hours, decided } = turnaround;
  return (
    <section aria-labelledby="turnaround-title" className={card}>
      <h2 id="turnaround-title" className="text-base font-semibold text-gray-900">
        Turnaround
      </h2>
      {hours === null ? (
        <p className="mt-4 text-sm text-gray-500">No decisions yet.</p>
      ) : (
        <>
          <p className="mt-3 text-3xl font-semibold text-gray-900">
            {hours < 48 ? `${hours} hours` : `${Math.round((hours / 24) * 10) / 10} days`}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            Median from submission to decision, over {decided} {decided === 1 ? 'decision' : 'decisions'}
          </p>
        </>
      )}
    </section>
  );
}

/** The organisation's surcharges on confirmed payments, per currency: sums in different currencies never mix. */
export function Revenue({ revenue }: { revenue: TSummary['revenue'] }) {
  return (
    <section aria-labelledby="revenue-title" className={card}>
      <h2 id="revenue-title" className="text-base font-semibold text-gray-900">
        Revenue from your charges
      </h2>
      {revenue.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">No confirmed payments yet.</p>
      ) : (
        <dl className="mt-3 space-y-2">
          {revenue.map(({ currency, amount }) => (
            <div key={currency} className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-gray-600">{currency}</dt>
              <dd className="text-xl font-semibold text-gray-900">{formatMoney(amount, currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
