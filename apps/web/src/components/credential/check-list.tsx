import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import type { TCheck } from '@/lib/credential-check/check-credential';

/**
 * "What we checked": every check the browser made, in order, each passed or failed in words; the addresses, key
 * ids and formats behind them wait under "Technical details" for whoever repeats the check with their own tools.
 */
export function CheckList({ checks }: { checks: TCheck[] }) {
  if (checks.length === 0) return null;
  const details = checks.flatMap((check) => (check.detail ? [check.detail] : []));
  return (
    <details className="rounded-lg text-sm ring-1 ring-gray-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium text-gray-900 focus-visible:outline-2 focus-visible:outline-green-600">
        What we checked
      </summary>
      <ol className="space-y-2 border-t border-gray-200 px-4 py-3">
        {checks.map((check, index) => (
          <li key={index} className="flex gap-2">
            {check.passed ? (
              <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <XCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            )}
            <span className="min-w-0 text-gray-900">
              <span className="sr-only">{check.passed ? 'Passed: ' : 'Failed: '}</span>
              {check.sentence}
            </span>
          </li>
        ))}
      </ol>
      {details.length > 0 ? (
        <details className="border-t border-gray-200 px-4 py-2">
          <summary className="flex min-h-11 cursor-pointer items-center text-gray-700 focus-visible:outline-2 focus-visible:outline-green-600">
            Technical details
          </summary>
          {/* Key ids and addresses have no space to wrap at: they break anywhere rather than widen a phone's page. */}
          <ul className="list-disc space-y-1 pb-2 pl-5 font-mono text-xs wrap-anywhere text-gray-700">
            {details.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </details>
  );
}
