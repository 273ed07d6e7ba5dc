import { formatMoney } from '@/lib/format';

/** Confirmed payments added up per currency: sums in different currencies are never mixed. */
export function MoneySpent({ spent }: { spent: readonly { currency: string; amount: number }[] }) {
  return (
    <section aria-labelledby="spent-title" className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <h2 id="spent-title" className="text-base font-semibold text-gray-900">
        Money spent
      </h2>
      {spent.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">No payments yet.</p>
      ) : (
        <dl className="mt-3 space-y-2">
          {spent.map(({ currency, amount }) => (
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
