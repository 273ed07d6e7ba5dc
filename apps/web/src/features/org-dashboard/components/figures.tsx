import type { TOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';

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
