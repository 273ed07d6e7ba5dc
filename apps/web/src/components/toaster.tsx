import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import { useCallback } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';

/** Space between stacked toasts, and react-hot-toast's own default. */
const GUTTER = 8;

/**
 * react-hot-toast's toasts drawn with the app's own CSS (decision 042). The library's `<Toaster>` styles itself
 * with goober, a CSS-in-JS runtime that builds and injects its rules while the app's first script evaluates; its
 * headless entry keeps the store, the timings and the stacking, and this draws them: top centre, the newest on
 * top, paused while the pointer is over them, each message in a polite `role="status"` region.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div
      className="pointer-events-none fixed inset-4 z-[9999]"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((toast) => (
        <ToastFrame
          key={toast.id}
          toast={toast}
          offset={handlers.calculateOffset(toast, { gutter: GUTTER })}
          onHeight={handlers.updateHeight}
        />
      ))}
    </div>
  );
}

function ToastFrame({
  toast,
  offset,
  onHeight,
}: {
  toast: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}) {
  // The stack places each toast by the heights of those above it, so a toast reports its own, again if it changes.
  const measured = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const report = () => onHeight(toast.id, element.getBoundingClientRect().height);
      report();
      new MutationObserver(report).observe(element, { subtree: true, childList: true, characterData: true });
    },
    [toast.id, onHeight],
  );
  // Shown once measured (until then it would enter at the wrong place), leaving when dismissed.
  const motion = toast.height ? (toast.visible ? 'animate-toast-enter' : 'animate-toast-leave') : 'opacity-0';
  return (
    <div
      ref={measured}
      className={`absolute inset-x-0 top-0 flex justify-center transition-transform duration-[230ms] ease-[cubic-bezier(.21,1.02,.73,1)] motion-reduce:transition-none ${toast.visible ? 'z-[9999] *:pointer-events-auto' : ''}`}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div
        className={`flex max-w-[350px] items-center rounded-lg bg-white px-2.5 py-2 leading-[1.3] text-[#363636] shadow-[0_3px_10px_rgba(0,0,0,0.1),0_3px_3px_rgba(0,0,0,0.05)] ${motion}`}
      >
        <ToastIcon type={toast.type} />
        <div {...toast.ariaProps} className="mx-2.5 my-1 flex flex-auto justify-center whitespace-pre-line">
          {resolveValue(toast.message, toast)}
        </div>
      </div>
    </div>
  );
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'success') return <CheckCircleIcon aria-hidden className="size-5 shrink-0 text-green-600" />;
  if (type === 'error') return <XCircleIcon aria-hidden className="size-5 shrink-0 text-red-600" />;
  if (type === 'loading') {
    return (
      <span
        aria-hidden
        className="size-3 shrink-0 animate-spin rounded-full border-2 border-[#e0e0e0] border-r-[#616161]"
      />
    );
  }
  return null;
}
