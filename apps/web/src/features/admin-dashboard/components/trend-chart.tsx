import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type TTrendSeries = { key: string; label: string; color: string };

type TTrendChartProps = {
  title: string;
  /** One object per day: `day` plus a number for each series key. */
  rows: readonly Record<string, string | number>[];
  series: readonly TTrendSeries[];
  format: (value: number, series: TTrendSeries) => string;
  /** A sentence for people who cannot see the chart, e.g. '42 requests in 30 days'. */
  summary: ReactNode;
};

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

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
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 240 }}>
          {/* The caption and the numbers table speak for the chart, so it takes no keyboard focus of its own. */}
          <BarChart
            accessibilityLayer={false}
            data={rows as Record<string, string | number>[]}
            margin={{ left: 0, right: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} width={56} />
            <Tooltip
              labelFormatter={(day) => shortDay(String(day))}
              formatter={(value, _name, item) => {
                const match = series.find((entry) => entry.key === item.dataKey) ?? series[0]!;
                return [format(Number(value), match), match.label];
              }}
            />
            {series.length > 1 ? <Legend /> : null}
            {series.map((entry) => (
              <Bar key={entry.key} dataKey={entry.key} name={entry.label} fill={entry.color} radius={[3, 3, 0, 0]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
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
