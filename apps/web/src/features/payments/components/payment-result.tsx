import type { TPayment } from '@docverify/contract/payments/payment';
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';

const looks = {
  confirmed: { title: 'Payment confirmed', Icon: CheckCircleIcon, colour: 'text-green-600' },
  failed: { title: 'Payment failed', Icon: XCircleIcon, colour: 'text-red-600' },
  pending: { title: 'Payment not completed yet', Icon: ClockIcon, colour: 'text-gray-500' },
} as const;

/** How one payment attempt ended, with what identifies it; the page adds what to do next. */
export function PaymentResult({ payment, children }: { payment: TPayment; children: ReactNode }) {
  const { title, Icon, colour } = looks[payment.payment_status];
  return (
    <div className="space-y-6">
      <div className="text-center">
        <Icon aria-hidden="true" className={`mx-auto mb-2 size-14 ${colour}`} />
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {payment.payment_status === 'failed' && payment.failure_reason ? (
          <p className="mt-1 text-sm text-gray-700">{payment.failure_reason}</p>
        ) : null}
        {payment.payment_status === 'pending' ? (
          <p className="mt-1 text-sm text-gray-600">
            The gateway has not told us the result yet. If you finished paying, check again in a moment.
          </p>
        ) : null}
      </div>
      <dl className="divide-y divide-gray-200 rounded-lg text-sm ring-1 ring-gray-200">
        <div className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-gray-600">Transaction ID</dt>
          <dd className="font-mono break-all text-gray-900">{payment.application_id}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-gray-600">Payment reference</dt>
          <dd className="font-mono break-all text-gray-900">{payment.ref_id}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-gray-600">Document</dt>
          <dd className="text-gray-900">{payment.document_type_name}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-gray-600">Amount</dt>
          <dd className="font-semibold text-gray-900">{formatMoney(payment.fee, payment.currency)}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
