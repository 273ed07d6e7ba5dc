import type { TDocumentEvent } from '@docverify/contract/documents/document';
import { documentStatusLabels } from '@docverify/contract/documents/vocabulary';
import { formatDateTime } from '@/lib/format';

/** A request's status history (POST /monitor/document), oldest first as the server keeps it. */
export function StatusTimeline({ events }: { events: readonly TDocumentEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-gray-500">No status changes yet.</p>;
  return (
    <ol aria-label="Status history" className="relative ml-2 border-l border-gray-200">
      {events.map((event, index) => (
        <li key={`${event.created_at}-${index}`} className="relative mb-4 pl-5 last:mb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-1.5 size-3 rounded-full bg-green-600 ring-4 ring-white"
          />
          <p className="text-sm font-medium text-gray-900">
            {event.from_status
              ? `${documentStatusLabels[event.from_status]} → ${documentStatusLabels[event.to_status]}`
              : documentStatusLabels[event.to_status]}
          </p>
          <p className="text-xs text-gray-500">
            {formatDateTime(event.created_at)}
            {event.actor_name ? ` · ${event.actor_name}` : ''}
          </p>
          {event.note ? <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{event.note}</p> : null}
          {event.file_name ? <p className="mt-1 text-xs break-words text-gray-600">File: {event.file_name}</p> : null}
        </li>
      ))}
    </ol>
  );
}
