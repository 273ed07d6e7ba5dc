import { lazy, Suspense, type ReactNode } from 'react';
import { shortDay, type TTrendSeries } from '@/features/admin-dashboard/components/trend-day';

export type { TTrendSeries } from '@/features/admin-dashboard/components/trend-day';

// recharts and d3 (about 110 KB gzip) draw the bars after the figures and tables show (decision 019).
const TrendBars = lazy(() => import('@/features/admin-dashboard/components/trend-bars'));

type TTrendChartProps = {
  title: string;
  /** One object per day: `day` plus a number for each series key. */
  rows: readonly Record<string, string | number>[];
  series: readonly TTrendSeries[];
  format: (value: number, series: TTrendSeries) => string;
  /** A sentence for people who cannot see the chart, e.g. '42 requests in 30 days'. */
  summary: ReactNode;
};

/**
 * A bar chart per day with its text alternative: the chart is hidden from assistive technology, which gets the
 * summary and the same numbers as a table (also open to anyone who would rather read them).
 */
export function TrendChart({ title, rows, series, format, summary }: TTrendChartProps) {
  return (
    <figure className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <figcaption>
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        <p className="mt-1 text-sm text-gray-600">{summary}</p>
      </figcaption>
      <div aria-hidden="true" className="mt-4 h-60">
        <Suspense fallback={null}>
          <TrendBars rows={rows} series={series} format={format} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-green-700 hover:underline">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}, day by day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium text-gray-600">
                Day
              </th>
              {series.map((entry) => (
                <th key={entry.key} scope="col" className="py-1 font-medium text-gray-600">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.day)} className="border-t border-gray-100">
                <th scope="row" className="py-1 font-normal text-gray-700">
                  {shortDay(String(row.day))}
                </th>
                {series.map((entry) => (
                  <td key={entry.key} className="py-1 text-gray-900">
                    {format(Number(row[entry.key] ?? 0), entry)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
