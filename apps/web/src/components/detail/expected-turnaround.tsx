import type { TDocument } from '@docverify/contract/documents/document';
import { addWorkingDays } from '@docverify/contract/documents/working-days';
import { getTurnaround } from '@docverify/contract/reference/operations';
import type { TTurnaround } from '@docverify/contract/reference/turnaround';
import { useQuery } from '@tanstack/react-query';
import { workingDays } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { callOperation } from '@/lib/http';

/** A verifying body's expected turnaround, from its own recent decisions (the server's figures). */
export function useTurnaround(institutionId: string, enabled = true) {
  return useQuery({
    queryKey: ['turnaround', institutionId],
    queryFn: async ({ signal }) =>
      (await callOperation(getTurnaround, { params: { id: institutionId } }, { signal })).data,
    enabled: enabled && institutionId !== '',
  });
}

/** The turnaround in a sentence: what the body usually takes, and what 9 in 10 of its requests took at most. */
export function turnaroundSentence(turnaround: TTurnaround): string {
  if (turnaround.basis === 'default') {
    return `No recent history for this verifying body: expect about ${workingDays(turnaround.median_days)}, and at most ${workingDays(turnaround.p90_days)}.`;
  }
  const decisions = turnaround.decisions === 1 ? '1 decision' : `${turnaround.decisions} decisions`;
  return `Usually ${workingDays(turnaround.median_days)}; 9 in 10 requests within ${workingDays(turnaround.p90_days)} (its last ${decisions}).`;
}

/**
 * Before paying: how long the body takes and the date the request would be due by if paid now (working days are
 * Monday to Friday; the due date is fixed when the payment is confirmed).
 */
export function ExpectedTurnaround({ institutionId, now = new Date() }: { institutionId: string; now?: Date }) {
  const turnaround = useTurnaround(institutionId);
  return (
    <section aria-label="Expected turnaround" className="rounded-lg bg-gray-50 p-4 text-sm ring-1 ring-gray-200">
      <h3 className="font-semibold text-gray-900">Expected turnaround</h3>
      {turnaround.isPending ? <p className="text-gray-600">Working out the turnaround…</p> : null}
      {turnaround.isError ? <p className="text-gray-600">The expected turnaround is not available just now.</p> : null}
      {turnaround.data ? (
        <>
          <p className="text-gray-700">{turnaroundSentence(turnaround.data)}</p>
          <p className="text-gray-900">
            Paid today, it is due by{' '}
            <strong>{formatDate(addWorkingDays(now, turnaround.data.p90_days).toISOString())}</strong>.
          </p>
        </>
      ) : null}
    </section>
  );
}

/** On a paid request: the date its body is expected to answer by, and how late it is once past it. */
export function DueDate({ document }: { document: TDocument }) {
  if (!document.due_at) return null;
  const waiting = document.status === 'submitted' || document.status === 'pending';
  return (
    <p className="text-sm text-gray-700">
      {waiting ? 'Due by ' : 'Was due by '}
      <strong className="text-gray-900">{formatDate(document.due_at)}</strong>
      {document.overdue_days !== null ? (
        <span className="font-medium text-red-700"> · overdue by {workingDays(document.overdue_days)}</span>
      ) : null}
    </p>
  );
}
