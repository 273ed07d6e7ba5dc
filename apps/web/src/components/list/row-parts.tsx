import { MenuItem, Switch } from '@headlessui/react';
import { CheckCircleIcon, ClockIcon, EllipsisVerticalIcon, XCircleIcon } from '@heroicons/react/24/solid';
import { paymentStatusLabels, type TPaymentStatus } from '@docverify/contract/documents/vocabulary';
import { DropdownMenu } from '@/components/dropdown-menu';
import type { TRowActions, TRowToggle } from '@/components/list/types';
import { initials } from '@/lib/format';

/** A person's row: the initials of their last and first name in a circle (spec section 2). */
export function InitialsAvatar({ lastName, firstName }: { lastName: string; firstName: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-green-100 text-xs font-semibold text-green-800"
    >
      {initials(lastName, firstName)}
    </span>
  );
}

const paymentIcons = {
  confirmed: { Icon: CheckCircleIcon, colour: 'text-green-600' },
  failed: { Icon: XCircleIcon, colour: 'text-red-600' },
  pending: { Icon: ClockIcon, colour: 'text-gray-400' },
} as const;

/** A payment's row: confirmed, failed or not paid, with its name for screen readers. */
export function PaymentStatusIcon({ status }: { status: TPaymentStatus }) {
  const { Icon, colour } = paymentIcons[status];
  // Heroicons hide themselves from assistive technology; the wrapper carries the name.
  return (
    <span role="img" aria-label={paymentStatusLabels[status]} className="shrink-0">
      <Icon aria-hidden="true" className={`size-9 ${colour}`} />
    </span>
  );
}

type TRowActionMenuProps<TRow> = { row: TRow; rowName: string; actions: TRowActions<TRow> };

export function RowActionMenu<TRow>({ row, rowName, actions }: TRowActionMenuProps<TRow>) {
  const entries = [
    { label: 'Review', run: actions.review, danger: false },
    { label: 'Edit', run: actions.edit, danger: false },
    { label: 'Reset second factor', run: actions.resetSecondFactor, danger: true },
    { label: 'Delete', run: actions.delete, danger: true },
  ].filter((entry) => entry.run !== undefined);
  if (entries.length === 0) return null;

  return (
    <DropdownMenu
      label={`Actions for ${rowName}`}
      buttonClassName="inline-flex items-center justify-center rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-green-600 touch:size-11"
      buttonContent={<EllipsisVerticalIcon aria-hidden="true" className="size-5" />}
      anchor="bottom end"
      itemsClassName="z-40 w-52 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:0.25rem] focus:outline-none"
    >
      {entries.map((entry) => (
        <MenuItem key={entry.label}>
          <button
            type="button"
            onClick={() => entry.run?.(row)}
            className={`block w-full px-3 py-2 text-left data-focus:bg-gray-50 touch:min-h-11 ${entry.danger ? 'text-red-600' : 'text-gray-800'}`}
          >
            {entry.label}
          </button>
        </MenuItem>
      ))}
    </DropdownMenu>
  );
}

type TRowSwitchProps<TRow> = { row: TRow; rowName: string; toggle: TRowToggle<TRow> };

export function RowSwitch<TRow>({ row, rowName, toggle }: TRowSwitchProps<TRow>) {
  return (
    <Switch
      checked={toggle.checked(row)}
      onChange={(checked) => toggle.onChange(row, checked)}
      disabled={toggle.disabled?.(row) ?? false}
      aria-label={`${toggle.label}: ${rowName}`}
      className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 data-checked:bg-green-700 data-disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className="m-0.5 size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
      />
    </Switch>
  );
}
