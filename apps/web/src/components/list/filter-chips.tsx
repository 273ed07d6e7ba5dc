import { XMarkIcon } from '@heroicons/react/16/solid';
import type { TColumnFilter } from '@/components/list/types';

/** Spec section 2: each filter in force as a chip ('Document: Bachelor's') that removes it. */
export function FilterChips({ filters }: { filters: readonly TColumnFilter[] }) {
  const active = filters.flatMap((filter) => {
    if (filter.value === undefined) return [];
    const label = filter.options.find((option) => option.value === filter.value)?.label ?? filter.value;
    return [{ filter, text: `${filter.chipLabel}: ${label}` }];
  });
  if (active.length === 0) return null;

  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2 px-4 py-3">
      {active.map(({ filter, text }) => (
        <li
          key={filter.chipLabel}
          className="inline-flex items-center gap-1 rounded-full bg-green-50 py-1 pr-1 pl-3 text-xs font-medium text-green-800 ring-1 ring-green-600/30 ring-inset"
        >
          {text}
          <button
            type="button"
            aria-label={`Remove filter ${text}`}
            onClick={() => filter.onChange(undefined)}
            className="inline-flex items-center justify-center rounded-full p-0.5 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-green-600 touch:size-11 touch:-my-2.5"
          >
            <XMarkIcon aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
