import type { TUnaccreditedInstitution } from '@docverify/contract/fraud-signals/unaccredited';
import { Button } from '@/components/button';
import { formatDateTime } from '@/lib/format';

type TBodyListProps = {
  entries: TUnaccreditedInstitution[];
  /** Asks to remove an entry; the page confirms first. */
  onRemove: (entry: TUnaccreditedInstitution) => void;
};

/** The entries as a list of cards, readable on a phone as on a desk; each names its source. */
export function BodyList({ entries, onRemove }: TBodyListProps) {
  return (
    <ul aria-label="Unaccredited awarding bodies" className="divide-y divide-gray-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium break-words text-gray-900">
              {entry.name}
              {entry.country_code ? <span className="ml-2 text-sm text-gray-600">({entry.country_code})</span> : null}
            </p>
            <p className="text-sm break-words text-gray-600">Source: {entry.source}</p>
            {entry.note ? <p className="text-sm break-words text-gray-600">{entry.note}</p> : null}
            <p className="text-xs text-gray-500">
              Added {formatDateTime(entry.created_at)}
              {entry.added_by ? ` by ${entry.added_by}` : ''}
            </p>
          </div>
          <Button variant="secondary" aria-label={`Remove ${entry.name}`} onClick={() => onRemove(entry)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
