import { PAYMENT_STATUSES, paymentStatusLabels } from '@docverify/contract/documents/vocabulary';
import { ZPaymentGateway } from '@docverify/contract/admin/transactions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';

export const transactionFilterKeys = ['status', 'gateway', 'from', 'to'] as const;
export type TTransactionFilterKey = (typeof transactionFilterKeys)[number];

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusLabels[status] })),
];
const gatewayLabels = { sandbox: 'Sandbox', paystack: 'Paystack' } as const;
const gatewayOptions = [
  { value: '', label: 'All gateways' },
  ...ZPaymentGateway.options.map((gateway) => ({ value: gateway, label: gatewayLabels[gateway] })),
];

type TTransactionFiltersProps = {
  values: Record<TTransactionFilterKey, string | undefined>;
  onChange: (key: TTransactionFilterKey, value: string | undefined) => void;
};

/** Status, gateway and a day range (both days included); every change lands in the URL and starts at page 1. */
export function TransactionFilters({ values, onChange }: TTransactionFiltersProps) {
  const reversed = values.from && values.to && values.to < values.from;
  const change = (key: TTransactionFilterKey) => (event: { target: { value: string } }) =>
    onChange(key, event.target.value || undefined);
  return (
    <form
      aria-label="Filter transactions"
      className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField label="Status" options={statusOptions} value={values.status ?? ''} onChange={change('status')} />
      <SelectField label="Gateway" options={gatewayOptions} value={values.gateway ?? ''} onChange={change('gateway')} />
      <TextField label="From" type="date" value={values.from ?? ''} max={values.to} onChange={change('from')} />
      <TextField
        label="To"
        type="date"
        value={values.to ?? ''}
        min={values.from}
        onChange={change('to')}
        error={reversed ? 'To date cannot be before the from date' : undefined}
      />
    </form>
  );
}
