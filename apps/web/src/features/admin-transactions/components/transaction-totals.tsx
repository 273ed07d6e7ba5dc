import { paymentStatusLabels } from '@docverify/contract/documents/vocabulary';
import type { TTransactionTotal } from '@docverify/contract/admin/transactions';
import { formatCount, formatMoney } from '@/lib/format';

type TTotalsProps = { total: number; totalExact: boolean; totals: readonly TTransactionTotal[] | null };

/**
 * Count and sum per currency and status over the whole filter; amounts in different currencies never add up. A
 * search too common to total at once (the server sends no totals) says so instead of showing guessed money.
 */
export function TransactionTotals({ total, totalExact, totals }: TTotalsProps) {
  const count = `${totalExact ? '' : 'about '}${total === 1 ? '1 payment' : `${formatCount(total)} payments`}`;
  return (
    <section aria-label="Totals" className="mt-6 rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <h2 className="text-base font-semibold text-gray-900">
        Totals <span className="font-normal text-gray-600">({count})</span>
      </h2>
      {totals === null ? (
        <p className="mt-3 text-sm text-gray-600">
          This search matches too many payments to total here: narrow it, or download the CSV for exact sums.
        </p>
      ) : totals.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500">No payments match these filters.</p>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {totals.map((line) => (
            <div key={`${line.currency}-${line.status}`} className="rounded-lg bg-gray-50 px-4 py-3">
              <dt className="text-sm text-gray-600">
                {paymentStatusLabels[line.status]} · {line.currency}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-gray-900">
                {formatMoney(line.amount, line.currency)}{' '}
                <span className="text-sm font-normal text-gray-600">
                  ({line.count === 1 ? '1 payment' : `${line.count} payments`})
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
