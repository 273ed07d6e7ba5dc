import type { TDocumentEvent } from '@docverify/contract/documents/document';
import { formatDateTime } from '@/lib/format';

/** The requester's newest answer to a query: the latest queried → pending change of the history. */
export function latestAnswer(events: readonly TDocumentEvent[]): TDocumentEvent | undefined {
  const last = events.at(-1);
  return last?.from_status === 'queried' && last.to_status === 'pending' ? last : undefined;
}

/**
 * What the verifier opens an answered request on: the requester's answer first, before the details and history,
 * because it is what they came back for.
 */
export function RequesterAnswer({ answer }: { answer: TDocumentEvent }) {
  return (
    <section
      aria-labelledby="requester-answer-title"
      className="space-y-2 rounded-lg border border-violet-200 bg-violet-50 p-4"
    >
      <h3 id="requester-answer-title" className="text-sm font-semibold text-violet-900">
        The requester answered your query
      </h3>
      <p className="text-xs text-violet-800">
        {formatDateTime(answer.created_at)}
        {answer.actor_name ? ` · ${answer.actor_name}` : ''}
      </p>
      <p className="text-sm whitespace-pre-line text-gray-900">{answer.note ?? 'No note was given.'}</p>
      {answer.has_file ? (
        <p className="text-sm break-words text-violet-900">
          A new file came with the answer{answer.file_name ? ` (${answer.file_name})` : ''}: it is listed under Files,
          beside the original.
        </p>
      ) : null}
    </section>
  );
}
