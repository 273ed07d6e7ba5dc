import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import type { TCheck } from '@/lib/credential-check/check-credential';

/** "What we checked": every check the browser made, in order, each passed or failed in words. */
export function CheckList({ checks }: { checks: TCheck[] }) {
  if (checks.length === 0) return null;
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
            {/* A sentence may hold a key id or an address with no space to wrap at: it breaks inside them. */}
            <span className="min-w-0 wrap-anywhere text-gray-900">
              <span className="sr-only">{check.passed ? 'Passed: ' : 'Failed: '}</span>
              {check.sentence}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
