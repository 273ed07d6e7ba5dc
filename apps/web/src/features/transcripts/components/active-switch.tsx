import { Field, Label, Switch } from '@headlessui/react';

type TActiveSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint: string;
};

/** Whether requesters are offered the service now; off keeps the settings and charges the platform's fee. */
export function ActiveSwitch({ checked, onChange, disabled = false, hint }: TActiveSwitchProps) {
  return (
    <Field disabled={disabled} className="flex items-center justify-between gap-4">
      <span>
        <Label className="block text-sm font-medium text-gray-700">Active</Label>
        <span className="block text-xs text-gray-500">{hint}</span>
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 data-checked:bg-green-700 data-disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="m-0.5 size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
        />
      </Switch>
    </Field>
  );
}
