import type { ReactNode } from 'react';

export type TDetailItem = { label: string; value: ReactNode };

/** Labelled read-only values; an empty one (null, undefined, '') is left out rather than shown blank. */
export function DetailList({ items }: { items: readonly TDetailItem[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <dl className="divide-y divide-gray-100">
      {shown.map((item) => (
        <div key={item.label} className="grid grid-cols-3 gap-4 py-2.5">
          <dt className="text-sm font-medium text-gray-600">{item.label}</dt>
          <dd className="col-span-2 text-sm break-words text-gray-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="mb-1 text-sm font-semibold tracking-wide text-green-800 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The owner's names in the spec's order: first, middle, last. */
export function fullName(first: string, middle: string | null, last: string): string {
  return [first, middle, last].filter(Boolean).join(' ');
}
