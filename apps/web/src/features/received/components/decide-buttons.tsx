import type { TDecision } from '@docverify/contract/verification/status-edit';
import { Button } from '@/components/button';

/**
 * The way to a decision once the review has started: each button opens the Edit panel with its status chosen, where
 * the note and the signed proof are asked for as before. Verifiers did not find the decision under the row's menu.
 */
export function DecideButtons({ onDecide }: { onDecide: (status: TDecision) => void }) {
  return (
    <section
      aria-labelledby="decide-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-4"
    >
      <div className="min-w-0">
        <h3 id="decide-title" className="text-sm font-semibold text-gray-900">
          Your decision
        </h3>
        <p className="text-sm text-gray-700">Verify the document, or query what is missing or unclear.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => onDecide('verified')}>Verify</Button>
        <Button variant="secondary" onClick={() => onDecide('queried')}>
          Query
        </Button>
      </div>
    </section>
  );
}
