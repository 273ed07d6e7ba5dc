/**
 * Beside a request's status in the queue: the requester answered the query and the answer waits for the verifier.
 * The status itself stays truthful (Pending); this says why it is back.
 */
export function AnsweredBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-violet-800 ring-1 ring-violet-600/30 ring-inset">
      Answered
    </span>
  );
}
