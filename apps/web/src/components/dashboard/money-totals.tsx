import { formatMoney } from '@/lib/format';

type TMoneyTotalsProps = {
  title: string;
  /** What to say when there is nothing yet. */
  emptyText: string;
  totals: readonly { currency: string; amount: number }[];
};

/** Sums per currency in a card: amounts in different currencies are never added together. */
export function MoneyTotals({ title, emptyText, totals }: TMoneyTotalsProps) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {totals.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">{emptyText}</p>
      ) : (
        <dl className="mt-3 space-y-2">
          {totals.map(({ currency, amount }) => (
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
