import { lazy, Suspense, useEffect, useState } from 'react';
import { setStepUpPrompt } from '@/lib/auth/step-up';

// The dialog and its forms load the first time a step-up is asked for: most visits never need them.
const StepUpDialog = lazy(() =>
  import('@/components/second-factor/step-up-dialog').then((module) => ({ default: module.StepUpDialog })),
);

/**
 * Registers the app's step-up prompt with the data layer (lib/auth/step-up): when a call answers 403
 * STEP_UP_REQUIRED, this shows the dialog and tells lib/http whether to retry the call (decision 077).
 */
export function StepUpHost() {
  const [pending, setPending] = useState<{ resolve: (given: boolean) => void } | null>(null);

  useEffect(() => setStepUpPrompt(() => new Promise<boolean>((resolve) => setPending({ resolve }))), []);

  if (!pending) return null;
  const done = (given: boolean) => {
    pending.resolve(given);
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={done} />
    </Suspense>
  );
}
