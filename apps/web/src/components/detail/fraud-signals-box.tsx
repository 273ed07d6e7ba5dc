import { listAdminFraudSignals, listVerifierFraudSignals } from '@docverify/contract/fraud-signals/operations';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { callOperation } from '@/lib/http';

// Reasons to look twice at a request (decision 024). Shared by the verifier's received panel and the administrators'
// document panel, which are separate features.

/** Whose route asks: a verifier's (the other upload is never identified) or an administrator's. */
export type TSignalReader = 'verifier' | 'administrator';

export const fraudSignalsQuery = (reader: TSignalReader, docId: string) =>
  queryOptions({
    queryKey: ['fraud-signals', reader, docId],
    queryFn: ({ signal }) =>
      callOperation(
        reader === 'administrator' ? listAdminFraudSignals : listVerifierFraudSignals,
        { params: { docId } },
        { signal },
      ),
  });

type TFraudSignalsBoxProps = { docId: string; reader: TSignalReader };

/**
 * "Check before deciding": the reasons to look twice at this request, above everything else in the panel. Nothing
 * shows when there are none (or while they load); the request's status is never changed by them. Marked by its
 * heading, an icon and a border as well as colour.
 */
export function FraudSignalsBox({ docId, reader }: TFraudSignalsBoxProps) {
  const headingId = useId();
  const signals = useQuery(fraudSignalsQuery(reader, docId));
  if (signals.isError) {
    return (
      // Quiet but visible: a failed check must not read as "no warning signs".
      <p className="text-sm text-gray-600">
        Could not check this request for warning signs: reload it before deciding.
      </p>
    );
  }
  const reasons = signals.data?.data ?? [];
  if (reasons.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <ExclamationTriangleIcon aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        Check before deciding
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {reasons.map((signal, index) => (
          <li key={`${signal.kind}-${index}`} className="break-words">
            {signal.reason}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-amber-900">
        Nothing has been decided because of these: weigh them with the document and decide as you would.
      </p>
    </section>
  );
}
