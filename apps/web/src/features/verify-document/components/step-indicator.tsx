import { CheckIcon } from '@heroicons/react/20/solid';
import { wizardSteps, type TStepId } from '@/features/verify-document/components/wizard-steps';

/** Where the user is among the steps; the current one is marked for assistive technology too. */
export function StepIndicator({ current }: { current: TStepId }) {
  const currentIndex = wizardSteps.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Progress">
      <ol className="flex flex-wrap gap-2 text-sm">
        {wizardSteps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ring-1 ${
                active
                  ? 'bg-green-700 font-semibold text-white ring-green-700'
                  : done
                    ? 'bg-green-50 text-green-800 ring-green-200'
                    : 'bg-white text-gray-600 ring-gray-200'
              }`}
            >
              {done ? <CheckIcon aria-hidden="true" className="size-4" /> : <span aria-hidden="true">{index + 1}</span>}
              {step.title}
              {done ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
