import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay, type TTrendSeries } from '@/features/admin-dashboard/components/trend-day';

type TTrendBarsProps = {
  rows: readonly Record<string, string | number>[];
  series: readonly TTrendSeries[];
  format: (value: number, series: TTrendSeries) => string;
};

/** The bars of a trend chart: its own chunk, so recharts loads only here and after the page shows (decision 019). */
export default function TrendBars({ rows, series, format }: TTrendBarsProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 240 }}>
      {/* The caption and the numbers table speak for the chart, so it takes no keyboard focus of its own. */}
      <BarChart
        accessibilityLayer={false}
        data={rows as Record<string, string | number>[]}
        margin={{ left: 0, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
        {/* The axis in the chart's own units and formatter: naira for revenue, never raw kobo. */}
        <YAxis
          allowDecimals={false}
          fontSize={12}
          width={88}
          tickFormatter={(value: number) => format(Number(value), series[0]!)}
        />
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
  );
}
