import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { DialogToaster } from '@/components/app-toaster';

export type TSlideOverProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * Spec section 2: the read-only detail panel on the right, 500 px wide on large screens (the whole width on
 * phones, never wider than the screen), closed by its X button, Escape or a click outside. Pages use it through
 * `SlideOver` (slide-over.tsx), which downloads it when it first opens.
 */
export function SlideOverPanel({ open, onClose, title, children }: TSlideOverProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-900/30 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-full sm:w-[500px]">
        <DialogPanel
          transition
          className="flex h-full w-full flex-col bg-white shadow-xl transition-transform duration-200 data-closed:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 bg-green-700 py-3 pr-3 pl-5">
            <DialogTitle className="text-base font-semibold text-white">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close panel"
              className="shrink-0 rounded-md p-1 text-green-50 touch:p-2.5 hover:bg-green-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <XMarkIcon aria-hidden="true" className="size-6" />
            </button>
          </div>
          {/* Focusable, so a keyboard can scroll a long panel whose content has no link or button (axe's
              scrollable-region-focusable). */}
          <div
            tabIndex={0}
            className="min-w-0 flex-1 overflow-y-auto px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-green-600"
          >
            {children}
          </div>
          {open ? <DialogToaster /> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
