import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TAttentionCardProps = {
  title: string;
  /** How many in all; the list shows the first few. */
  count?: number;
  /** The filtered list the card opens. */
  link: { to: string; label: string };
  emptyText: string;
  items: readonly { key: string; primary: ReactNode; secondary: ReactNode }[];
};

/** Something waiting on an administrator: a count, the first few, and the way to the full list. */
export function AttentionCard({ title, count, link, emptyText, items }: TAttentionCardProps) {
  return (
    <section aria-label={title} className="flex flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <h2 className="flex items-baseline justify-between gap-3 text-base font-semibold text-gray-900">
        {title}
        {count === undefined ? null : <span className="text-2xl">{count}</span>}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {items.map((item) => (
            <li key={item.key} className="py-2">
              <span className="block font-medium text-gray-900">{item.primary}</span>
              <span className="block text-gray-600">{item.secondary}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={link.to} className="mt-auto pt-3 text-sm font-semibold text-green-700 hover:underline">
        {link.label}
      </Link>
    </section>
  );
}
